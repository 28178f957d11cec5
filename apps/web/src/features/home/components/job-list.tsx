import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';

/** The user's jobs (岗位) in the current unit. */
export function JobList({ jobs }: { jobs: { job_id: string; job_name: string }[] }) {
  if (jobs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无岗位" />;
  return (
    <div>
      {jobs.map((job) => (
        <Tag key={job.job_id} color="blue" style={{ marginBottom: 8 }}>
          {job.job_name}
        </Tag>
      ))}
    </div>
  );
}
