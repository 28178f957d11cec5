import { useState } from 'react';
import Button from 'antd/es/button';
import { ResourcePage, resourceApi, type ResourceColumn } from '@zhuyun/ui';
import { site } from '@zhuyun/contracts';
import { siteKeys, useProjectOptions, useSiteLiveRefresh, type LiftInput } from '../api/site-api';
import { deviceColumns } from '../components/device-columns';
import { LiftDrawer } from '../components/lift-drawer';

type Row = site.SiteDeviceRow;
const { SiteMsg } = site;

const liftApi = resourceApi<typeof site.getConstructionLiftForm, LiftInput>(
  { list: site.getConstructionLiftForm, create: site.editConstructionLift, update: site.editConstructionLift, remove: site.deleteConstructionLift },
  { sortWords: 'ascend', id: 'device_id' },
);

/** /constructionLift: the construction lifts (rated load, height, online state) and each lift's state and cycles. */
export function ConstructionLiftPage() {
  const [shown, setShown] = useState<Row | null>(null);
  const projects = useProjectOptions();
  useSiteLiveRefresh();
  const columns: ResourceColumn<Row>[] = [
    ...deviceColumns(projects),
    { key: 'rated_load', title: '额定载重（kg）', form: { kind: 'number', min: 0, rules: [{ type: 'number', min: 0, message: SiteMsg.ratedLoadInvalid }] } },
    { key: 'max_height', title: '最大高度（m）', form: { kind: 'number', min: 0, rules: [{ type: 'number', min: 0, message: SiteMsg.maxHeightInvalid }] } },
  ];
  return (
    <>
      <ResourcePage<Row, LiftInput>
        title="施工升降机"
        noun="升降机"
        api={liftApi}
        queryKey={siteKeys.lifts}
        invalidates={[siteKeys.devices]}
        rowKey="device_id"
        columns={columns}
        describe={(r) => r.device_name}
        initialValues={(r) => (r ? { ...r } : { interval_seconds: 300 })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setShown(r)}>
            运行数据
          </Button>
        )}
      />
      <LiftDrawer lift={shown} onClose={() => setShown(null)} />
    </>
  );
}
