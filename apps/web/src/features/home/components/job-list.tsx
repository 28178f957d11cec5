/** The user's jobs (岗位) in the current unit. */
export function JobList({ jobs }: { jobs: { job_id: string; job_name: string }[] }) {
  if (jobs.length === 0) return <p className="home-empty">暂无岗位</p>;
  return (
    <ul className="home-tags">
      {jobs.map((job) => (
        <li key={job.job_id} className="home-tag">
          {job.job_name}
        </li>
      ))}
    </ul>
  );
}
