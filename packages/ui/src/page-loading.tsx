import './page-loading.css';

/**
 * Placeholder rows while a page's code or data loads, drawn like antd's active Skeleton. Plain elements: it is the
 * fallback of every route, so it is on every first load, where antd's Skeleton would add its component and styles.
 */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="page-skeleton" role="status" aria-label="加载中" aria-busy="true">
      <div className="page-skeleton__title" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="page-skeleton__row" style={index === rows - 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}
