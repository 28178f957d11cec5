import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageSkeleton } from '@zhuyun/ui';
import { useHomeModuleData, useUserComponents } from '../api/use-home-modules';

// The picker (antd's dialog, checkboxes and buttons) loads when first opened: the home page is the first load.
const HomeModulePicker = lazy(() => import('./home-module-picker').then((m) => ({ default: m.HomeModulePicker })));

/** 我的模块: the modules the person chose, in their order, each with its numbers; 设置模块 picks and orders them. */
export function HomeModules() {
  const [picking, setPicking] = useState(false);
  const components = useUserComponents(true);
  const chosen = (components.data?.list ?? []).filter((m) => m.visible === 1);
  const data = useHomeModuleData(chosen.map((m) => m.module_code));
  const itemsOf = new Map((data.data?.list ?? []).map((m) => [m.module_code, m.items]));

  let body: ReactNode;
  if (components.isPending) body = <PageSkeleton rows={2} />;
  else if (components.isError)
    body = (
      <p className="home-modules__note">
        首页模块加载失败
        <button type="button" className="home-link-button" onClick={() => void components.refetch()}>
          重新加载
        </button>
      </p>
    );
  else if (!chosen.length) body = <p className="home-modules__note">尚未选择首页模块，点击“设置模块”选择要在首页显示的内容</p>;
  else
    body = (
      <div className="home-modules__grid">
        {chosen.map((m) => {
          const items = itemsOf.get(m.module_code);
          return (
            <section key={m.module_code} className="home-module" aria-label={m.module_name}>
              <h3 className="home-module__title">{m.module_name}</h3>
              {data.isPending ? (
                <PageSkeleton rows={1} />
              ) : data.isError ? (
                <p className="home-modules__note">数据加载失败</p>
              ) : !items?.length ? (
                <p className="home-modules__note">暂无数据</p>
              ) : (
                <dl className="home-module__items">
                  {items.map((item) => (
                    <div key={item.name} className="home-module__item" title={item.note ?? undefined}>
                      <dt>{item.name}</dt>
                      <dd>{item.value.toLocaleString('zh-CN')}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          );
        })}
      </div>
    );

  return (
    <section className="home-card home-grid__wide" aria-labelledby="home-modules-title">
      <div className="home-card__title home-modules__head">
        <h2 id="home-modules-title" className="home-modules__heading">我的模块</h2>
        <button type="button" className="home-link-button" disabled={!components.data} onClick={() => setPicking(true)}>
          设置模块
        </button>
      </div>
      <div className="home-card__body">{body}</div>
      {picking && components.data && (
        <Suspense fallback={null}>
          <HomeModulePicker modules={components.data.list} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </section>
  );
}
