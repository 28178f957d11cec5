import { useState } from 'react';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@zhuyun/ui';
import { check } from '@zhuyun/contracts';
import { checkKeys } from '../api/check-api';
import { PageState } from '../components/page-state';

/**
 * /embagedPage: the third-party pages marked 嵌入 (/thirdPartyList), in a sandboxed frame: scripts and forms run in
 * their own origin (no top navigation, no pop-ups). A page of our own origin gets no allow-same-origin: with scripts
 * that would let it reach out of the frame into ours.
 */
const sandboxOf = (url: string) => {
  const own = (() => {
    try {
      return new URL(url).origin === window.location.origin;
    } catch {
      return true;
    }
  })();
  return own ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin';
};
export function EmbeddedPage() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: [...checkKeys.thirds, 'embed'],
    queryFn: ({ signal }) => client.call(check.listThirdParties, { embed: 1, is_page: 0 }, { signal, silent: true }),
  });
  const pages = (query.data?.list ?? []).filter((p) => p.url);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = pages.find((p) => p.third_id === chosen) ?? pages[0];
  return (
    <Card
      title="嵌入页面"
      extra={pages.length > 1 ? <Select aria-label="选择页面" value={current?.third_id} onChange={setChosen} options={pages.map((p) => ({ value: p.third_id, label: p.third_name }))} style={{ minWidth: 200 }} /> : current?.third_name}
      styles={{ body: { padding: 0 } }}
    >
      <PageState loading={query.isLoading} error={query.error} empty={!current} emptyText="暂无嵌入页面，请在第三方系统中配置地址并选择嵌入" retry={() => void query.refetch()}>
        {() => (
          <iframe
            title={current!.third_name}
            src={current!.url as string}
            sandbox={sandboxOf(current!.url as string)}
            referrerPolicy="no-referrer"
            style={{ width: '100%', height: 'calc(100vh - 220px)', minHeight: 480, border: 0, display: 'block' }}
          />
        )}
      </PageState>
    </Card>
  );
}
