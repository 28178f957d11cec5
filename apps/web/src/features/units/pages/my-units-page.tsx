import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { Limits } from '@zhuyun/contracts';
import { ErrorFallback } from '@zhuyun/ui';
import { useSwitchSession } from '../../../lib/switch-session';
import { useAllMyCompanies, useMyCompanies } from '../api/get-my-companies';
import { useUnitsLive } from '../api/use-units-live';
import { JoinDialog } from '../components/join-dialog';
import { UnitCard, type UnitItem } from '../components/unit-card';
import { UnitGuide } from '../components/unit-guide';
import { useBack } from '../components/use-back';
import { WorkbenchHeader } from '../components/workbench-header';
import { HeadTitle, UnitsText } from '../units.texts';
import './units.css';

/** The read-only default-unit selector of the header (spec-1 §2): the unit marked is_default. */
function DefaultUnitSelect() {
  const all = useAllMyCompanies();
  const unit = all.data?.list.find((u) => u.is_default === 1);
  return (
    <label className="default-unit">
      <span>{UnitsText.defaultUnit}</span>
      <Select
        disabled
        aria-label={UnitsText.defaultUnit}
        loading={all.isPending}
        style={{ width: 240 }}
        value={unit?.company_id}
        placeholder={UnitsText.noDefaultUnit}
        options={unit ? [{ value: unit.company_id, label: unit.company_name }] : []}
      />
    </label>
  );
}

function CardSkeletons() {
  return (
    <div className="unit-grid" aria-busy>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="unit-card">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

/** /workbenchMyUnit (spec-1 §2): the person's units, 12 a page, with join and create. */
export function MyUnitsPage() {
  const navigate = useNavigate();
  const back = useBack('/homepage');
  const switchSession = useSwitchSession();
  const [page, setPage] = useState(1);
  // The unit's QR opens /workbenchMyUnit?invite_code=…: the join dialog opens with the code filled in.
  const [params, setParams] = useSearchParams();
  const invitedCode = params.get('invite_code')?.slice(0, 32) || undefined;
  const [joining, setJoining] = useState(Boolean(invitedCode));
  const [entering, setEntering] = useState<string | null>(null);
  const units = useMyCompanies(page);
  useUnitsLive();

  const create = () => void navigate(`/workbenchAddOrLookCom?headTitle=${encodeURIComponent(HeadTitle.create)}`);
  const view = (unit: UnitItem) =>
    void navigate(`/workbenchAddOrLookCom?headTitle=${encodeURIComponent(HeadTitle.view)}&org_id=${encodeURIComponent(unit.org_id ?? '')}`);
  const enter = async (unit: UnitItem) => {
    setEntering(unit.company_id);
    const switched = await switchSession({ company_id: unit.company_id, org_id: unit.org_id });
    if (!switched) setEntering(null);
  };

  let body;
  if (units.isPending) body = <CardSkeletons />;
  else if (units.isError)
    body = <ErrorFallback title={UnitsText.listFailed} description={units.error.message} onRetry={() => void units.refetch()} />;
  else if (units.data.total_count === 0) body = <UnitGuide onJoin={() => setJoining(true)} onCreate={create} />;
  else
    body = (
      <>
        <div className="unit-grid">
          {units.data.list.map((unit) => (
            <UnitCard key={unit.company_id} unit={unit} entering={entering === unit.company_id} onView={view} onEnter={(u) => void enter(u)} />
          ))}
        </div>
        <Pagination
          className="unit-pagination"
          current={page}
          pageSize={Limits.unitsPageSize}
          total={units.data.total_count}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 个单位`}
          onChange={setPage}
          align="end"
          hideOnSinglePage
        />
      </>
    );

  return (
    <div className="workbench-page">
      <WorkbenchHeader title={UnitsText.myUnits} onBack={back}>
        <DefaultUnitSelect />
        <Button onClick={() => setJoining(true)}>{UnitsText.join}</Button>
        <Button type="primary" onClick={create}>
          {UnitsText.create}
        </Button>
      </WorkbenchHeader>
      <main className="workbench-page__body">{body}</main>
      <JoinDialog
        open={joining}
        invitedCode={invitedCode}
        onClose={() => {
          setJoining(false);
          if (!invitedCode) return;
          setParams(
            (p) => {
              p.delete('invite_code');
              return p;
            },
            { replace: true },
          );
        }}
      />
    </div>
  );
}
