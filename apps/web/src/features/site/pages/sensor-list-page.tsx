import { useQueryClient } from '@tanstack/react-query';
import { DeviceKeyButton, ResourcePage, resourceApi, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { site } from '@zhuyun/contracts';
import { siteKeys, useProjectOptions, useSiteLiveRefresh, type DeviceInput } from '../api/site-api';
import { deviceColumns, latestText } from '../components/device-columns';

type Row = site.SiteDeviceRow;
const { DEVICE_KIND_LABELS, SITE_DEVICE_KINDS } = site;
const kinds = SITE_DEVICE_KINDS.map((k) => ({ value: k, label: DEVICE_KIND_LABELS[k] }));

const deviceApi = resourceApi<typeof site.listSiteDevices, DeviceInput>(
  { list: site.listSiteDevices, create: site.createSiteDevice, update: site.updateSiteDevice, remove: site.deleteSiteDevice },
  { sortWords: 'ascend' },
);

/** /sensorList: every site device by type and project, its newest readings and online state, and its device key. */
export function SensorListPage() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const projects = useProjectOptions();
  useSiteLiveRefresh();
  const [name, ...rest] = deviceColumns(projects);
  const columns: ResourceColumn<Row>[] = [
    name as ResourceColumn<Row>,
    {
      key: 'device_kind',
      title: '设备类型',
      render: (v) => DEVICE_KIND_LABELS[v as site.SiteDeviceKind],
      search: { kind: 'select', options: kinds },
      form: { kind: 'select', options: kinds, required: site.SiteMsg.deviceKindInvalid },
    },
    ...rest.slice(0, 5),
    { key: 'latest', title: '最新读数', render: (v) => latestText(v as Row['latest']), exportValue: (r) => latestText(r.latest) },
    ...rest.slice(5),
  ];
  return (
    <ResourcePage<Row, DeviceInput>
      title="传感器"
      noun="设备"
      api={deviceApi}
      queryKey={siteKeys.devices}
      invalidates={[siteKeys.lifts]}
      rowKey="device_id"
      columns={columns}
      describe={(r) => r.device_name}
      initialValues={(r) => (r ? { ...r } : { device_kind: 'environment', interval_seconds: 300 })}
      // Keys are the unit administrator's (the server refuses anyone else with its message).
      rowActions={(r) => (
        <DeviceKeyButton
          deviceName={r.device_name}
          // The list tells only whether a key is live (has_key), not since when.
          state={r.has_key ? 'active' : 'none'}
          issue={(rotate) => client.call(rotate ? site.rotateSiteDeviceKey : site.createSiteDeviceKey, { device_id: r.device_id })}
          revoke={() => client.call(site.revokeSiteDeviceKey, { device_id: r.device_id })}
          uploadCall={`POST ${site.uploadSiteReadings.path}`}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: siteKeys.devices })}
        />
      )}
    />
  );
}
