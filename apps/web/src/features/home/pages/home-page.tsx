import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { useUserDetail } from '../api/get-user-detail';
import { HomeCard } from '../components/home-card';
import { HomeModules } from '../components/home-modules';
import { JobList } from '../components/job-list';
import { QuickLinks } from '../components/quick-links';
import { UnitLinks } from '../components/unit-links';
import { WelcomeCard } from '../components/welcome-card';
import { useSwitchOnEntry } from '../hooks/use-switch-on-entry';
import './home-page.css';

/** /homepage: welcome, unit and jobs, the person's chosen modules; `current_company_id` in the query switches unit first. */
export function HomePage() {
  const user = useSessionStore((state) => state.userInfo);
  const switching = useSwitchOnEntry();
  const detail = useUserDetail();

  if (!user || switching) return <PageSkeleton />;
  return (
    <div className="home-grid">
      <div className="home-grid__wide">
        <WelcomeCard user={user} companyName={detail.data?.company_name} loadingCompany={detail.isPending} />
      </div>
      <HomeCard title="我的岗位">
        {detail.isPending ? (
          <PageSkeleton rows={2} />
        ) : detail.isError ? (
          <ErrorFallback title="岗位加载失败" description={detail.error.message} onRetry={() => void detail.refetch()} />
        ) : (
          <JobList jobs={detail.data.job_data} />
        )}
      </HomeCard>
      <QuickLinks />
      <UnitLinks />
      {user.comp_id && <HomeModules />}
    </div>
  );
}
