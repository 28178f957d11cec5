import { useSearchParams } from 'react-router';
import { UnitForm } from '../components/unit-form';
import { UnitView } from '../components/unit-view';
import { useBack } from '../components/use-back';
import { WorkbenchHeader } from '../components/workbench-header';
import { FROM_PLATFORM, HeadTitle } from '../units.texts';
import './units.css';

/**
 * /workbenchAddOrLookCom (spec-1 §2): headTitle 创建单位 shows the unit form, 查看单位 with org_id the unit's card.
 * Opened from inside the platform (topPage=平台里跳转) its back button returns to /homepage instead of My units.
 */
export function AddOrLookPage() {
  const [params] = useSearchParams();
  const viewing = params.get('headTitle') === HeadTitle.view;
  const fromPlatform = params.get('topPage') === FROM_PLATFORM;
  const back = useBack(fromPlatform ? '/homepage' : '/workbenchMyUnit', true);
  return (
    <div className="workbench-page">
      <WorkbenchHeader title={viewing ? HeadTitle.view : HeadTitle.create} onBack={back} />
      <main className="workbench-page__body">{viewing ? <UnitView orgId={params.get('org_id')} /> : <UnitForm />}</main>
    </div>
  );
}
