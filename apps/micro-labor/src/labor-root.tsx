import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { StyleProvider, type createCache } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { ApiClientProvider, ResourceKitProvider, type MicroAppProps } from '@zhuyun/ui';
import type { LaborApi } from './labor-api';
import { LaborApp } from './labor-app';
import { LaborContext } from './labor-context';

interface LaborRootProps {
  props: MicroAppProps;
  api: LaborApi;
  cache: ReturnType<typeof createCache>;
  styleContainer: HTMLElement;
  popupContainer: HTMLElement;
}

/** Own prefixCls ('labor'), own cssinjs cache and style container, pop-ups inside the sub-app's container. */
export function LaborRoot({ props, api, cache, styleContainer, popupContainer }: LaborRootProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } } }),
  );
  return (
    <StyleProvider cache={cache} container={styleContainer}>
      <ConfigProvider prefixCls="labor" csp={props.styleNonce ? { nonce: props.styleNonce } : undefined} locale={zhCN} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }} getPopupContainer={() => popupContainer}>
        <App component={false}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={api.client}>
              <LaborContext.Provider value={{ props, api: api.client }}>
                <ErrorSink api={api} />
                <KitMessages>
                  <div className="micro-labor">
                    <LaborApp />
                  </div>
                </KitMessages>
              </LaborContext.Provider>
            </ApiClientProvider>
          </QueryClientProvider>
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}

/** Routes the client's refusals to this mount's message holder (spec-2 §8: the server's msg as an error toast). */
function ErrorSink({ api }: { api: LaborApi }) {
  const { message } = App.useApp();
  useEffect(() => {
    api.onError((msg) => void message.error(msg));
    return () => api.onError(null);
  }, [api, message]);
  return null;
}

/** The resource kit's toasts go to this mount's message holder too. */
function KitMessages({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const notify = useMemo(() => ({ success: (text: string) => void message.success(text), error: (text: string) => void message.error(text) }), [message]);
  return <ResourceKitProvider notify={notify}>{children}</ResourceKitProvider>;
}
