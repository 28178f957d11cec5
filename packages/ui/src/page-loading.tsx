import Skeleton from 'antd/es/skeleton';

/** Placeholder rows while a page's code or data loads. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}
