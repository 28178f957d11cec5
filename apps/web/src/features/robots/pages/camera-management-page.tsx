import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { robots, type ResponseOf } from '@zhuyun/contracts';
import { cameraApi, robotKeys, useRobotOptions } from '../api/robot-api';
import { HlsPlayer } from '../components/hls-player';
import { beijing } from '../components/robot-format';

type Row = ResponseOf<typeof robots.listCameras>['list'][number];
const { PatrolMsg } = robots;

/** /cameraManagement: fixed and robot-borne cameras with their HLS addresses; 播放 opens the stream (hls.js, this route only). */
export function CameraManagementPage() {
  const robotOptions = useRobotOptions();
  const [playing, setPlaying] = useState<Row | null>(null);
  const columns: ResourceColumn<Row>[] = [
    {
      key: 'camera_name',
      title: '摄像头名称',
      sortable: true,
      search: { kind: 'input', name: 'search', placeholder: '搜索名称或位置', width: 220 },
      form: { kind: 'input', required: PatrolMsg.cameraNameRequired, max: 50 },
    },
    {
      key: 'robot_id',
      title: '所属机器人',
      search: { kind: 'select', options: robotOptions },
      form: { kind: 'select', options: robotOptions, placeholder: '固定摄像头不选' },
      render: (_v, r) => r.robot_name ?? '固定安装',
      exportValue: (r) => r.robot_name ?? '固定安装',
    },
    {
      key: 'stream_url',
      title: '视频流地址',
      form: { kind: 'input', required: PatrolMsg.streamUrlRequired, max: 500, placeholder: 'HLS 地址，如 /live/cam1/index.m3u8', rules: [{ pattern: /^(https?:\/\/|\/)\S*$/i, message: PatrolMsg.streamUrlInvalid }] },
    },
    { key: 'location', title: '安装位置', form: { kind: 'input', max: 100 }, render: (v) => (v as string | null) ?? '—' },
    { key: 'remark', title: '备注', hideInTable: true, form: { kind: 'textarea', max: 200 } },
    { key: 'created_at', title: '创建时间', sortable: true, render: (v) => beijing(v as string) },
  ];
  return (
    <>
      <ResourcePage<Row>
        title="摄像头管理"
        noun="摄像头"
        api={cameraApi}
        queryKey={robotKeys.cameras}
        rowKey="camera_id"
        columns={columns}
        describe={(r) => r.camera_name}
        toInput={(v) => ({ ...v, robot_id: v.robot_id ?? null })}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setPlaying(r)}>
            播放
          </Button>
        )}
      />
      <Modal title={playing?.camera_name} open={Boolean(playing)} onCancel={() => setPlaying(null)} footer={null} width={800} destroyOnHidden>
        {playing && <HlsPlayer url={playing.stream_url} title={`${playing.camera_name} 实时画面`} />}
      </Modal>
    </>
  );
}
