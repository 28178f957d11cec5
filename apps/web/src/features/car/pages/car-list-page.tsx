import { useState } from 'react';
import Button from 'antd/es/button';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { DeviceKeyButton, DeviceKeyStateTag, ResourcePage, deviceKeyStateText, resourceApi, useApiClient, type ResourceColumn } from '@zhuyun/ui';
import { car, type ResponseOf } from '@zhuyun/contracts';
import { carKeys, useCarTypes, type CarInput } from '../api/use-cars';
import { TrackDrawer } from '../components/track-drawer';

type Row = ResponseOf<typeof car.listCars>['list'][number];
const { CarMsg } = car;
const CAR_NUM = /^[\u4e00-\u9fa5][A-Za-z][A-Za-z0-9]{5,6}$/;

const carApi = resourceApi<typeof car.listCars, CarInput>({ list: car.listCars, create: car.createCar, update: car.updateCar, remove: car.deleteCar }, { sortWords: 'ascend' });

const lastPoint = (p: Row['last_point']) => (p ? `${dayjs(p.recorded_at).format('YYYY-MM-DD HH:mm')}（${p.lon.toFixed(4)}, ${p.lat.toFixed(4)}）` : '—');

/**
 * /carList: the company's cars with search, type filter, sorting, paging, editing, export, each car's track and its GPS
 * unit's device key (issue 15 fix 2: created, rotated, revoked by the unit administrator, shown once).
 */
export function CarListPage() {
  const [tracked, setTracked] = useState<Row | null>(null);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const types = useCarTypes().data?.list.map((t) => ({ value: t.car_type, label: t.car_type_name }));
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'car_num',
      title: '车牌号',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索车牌号、司机或GPS编号', width: 280 },
      form: { kind: 'input', required: CarMsg.carNumRequired, max: 8, placeholder: '如 浙A12345', rules: [{ pattern: CAR_NUM, message: CarMsg.carNumInvalid }] },
    },
    { key: 'car_type', title: '车辆类型', hideInTable: true, search: { kind: 'select', options: types }, form: { kind: 'select', options: types } },
    { key: 'car_type_name', title: '车辆类型' },
    { key: 'leader', title: '司机', sortable: true, form: { kind: 'input', max: 20 } },
    { key: 'phone', title: '手机号', form: { kind: 'input', max: 11, rules: [{ pattern: /^1\d{10}$/, message: CarMsg.phoneInvalid }] } },
    { key: 'gps_num', title: 'GPS编号', form: { kind: 'input', max: 32 } },
    { key: 'last_point', title: '最近定位', render: (p) => lastPoint(p as Row['last_point']) },
    {
      key: 'key_state',
      title: '设备密钥',
      render: (_v, r) => <DeviceKeyStateTag state={r.key_state} since={r.key_since} />,
      exportValue: (r) => deviceKeyStateText(r.key_state, r.key_since),
    },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
  ];
  return (
    <>
      <ResourcePage<Row, CarInput>
        title="车辆管理"
        noun="车辆"
        api={carApi}
        queryKey={carKeys.all}
        rowKey="car_id"
        columns={columns}
        describe={(r) => r.car_num}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setTracked(r)}>
              轨迹
            </Button>
            <DeviceKeyButton
              deviceName={r.car_num}
              state={r.key_state}
              since={r.key_since}
              issue={(rotate) => client.call(rotate ? car.rotateCarDeviceKey : car.createCarDeviceKey, { car_id: r.car_id })}
              revoke={() => client.call(car.revokeCarDeviceKey, { car_id: r.car_id })}
              uploadCall={`POST ${car.uploadCarTrack.path}`}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: carKeys.all })}
            />
          </>
        )}
      />
      <TrackDrawer car={tracked} onClose={() => setTracked(null)} />
    </>
  );
}
