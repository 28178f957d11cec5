import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';

/** Where a device's key stands: never issued, live, or revoked with none live since. */
export type DeviceKeyState = 'none' | 'active' | 'revoked';

/** Every word the device-key dialog shows (zh-CN). */
export const deviceKeyText = {
  button: '设备密钥',
  title: (name: string) => `${name} 的设备密钥`,
  state: '状态',
  none: '未生成',
  active: '有效',
  revoked: '已吊销',
  activeSince: (at: string) => `有效（${at} 起）`,
  revokedAt: (at: string) => `已吊销（${at}）`,
  create: '生成密钥',
  rotate: '轮换密钥',
  revoke: '吊销密钥',
  confirmRotate: '轮换后旧密钥立即失效，设备需配置新密钥。确定轮换吗？',
  confirmRevoke: '吊销后设备将无法再上报数据，直到生成新密钥。确定吊销吗？',
  ok: '确定',
  cancel: '取消',
  shownOnce: '密钥只显示这一次，关闭后无法再次查看（服务器只保存其摘要）。请立即复制并配置到设备中。',
  howToUse: '设备以请求头 device_key 携带它，调用：',
  keyLabel: '设备密钥',
  revokedDone: '密钥已吊销',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as YYYY-MM-DD HH:mm in the browser's time zone. */
function formatAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The key's state as one phrase: 未生成, 有效（… 起）, 已吊销（…）. */
export function deviceKeyStateText(state: DeviceKeyState, since?: string | null): string {
  if (state === 'active') return since ? deviceKeyText.activeSince(formatAt(since)) : deviceKeyText.active;
  if (state === 'revoked') return since ? deviceKeyText.revokedAt(formatAt(since)) : deviceKeyText.revoked;
  return deviceKeyText.none;
}

const stateColor: Record<DeviceKeyState, string> = { none: 'default', active: 'success', revoked: 'error' };

/** The key's state as a coloured tag, for a table column. */
export function DeviceKeyStateTag({ state, since }: { state: DeviceKeyState; since?: string | null }) {
  return <Tag color={stateColor[state]}>{deviceKeyStateText(state, since)}</Tag>;
}

export interface DeviceKeyButtonProps {
  /** The device as people know it (a plate number, a sensor's name), in the dialog's title. */
  deviceName: string;
  state: DeviceKeyState;
  /** When the live key was issued, or the last one revoked (ISO 8601). */
  since?: string | null;
  /** Issues the first key (rotate false) or replaces the live one (rotate true); resolves with the key, shown once. */
  issue: (rotate: boolean) => Promise<{ device_key: string }>;
  /** Ends the live key; omitted where a device's key cannot be revoked on its own. */
  revoke?: () => Promise<unknown>;
  /** The call the device makes with its key, shown beside it (e.g. POST /api/v1/work/car_track_upload). */
  uploadCall: string;
  /** After any change: the page re-reads its rows (and with them the state). */
  onChanged: () => void;
}

/**
 * 设备密钥 (issue 15 fix 2): a row action opening the device's key — its state, creation, rotation and revocation (both
 * confirmed first) for the unit administrator. A new key shows once, in this dialog, with a copy button; only its hash
 * is stored. A refusal (not the administrator, another unit's device) is the client's toast; the dialog stays open.
 */
export function DeviceKeyButton({ deviceName, state, since, issue, revoke, uploadCall, onChanged }: DeviceKeyButtonProps) {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<'issue' | 'revoke' | null>(null);
  // Shown at once after a change, before the page's rows come back with the new state.
  const [local, setLocal] = useState<{ state: DeviceKeyState; since: string | null } | null>(null);
  const shown = local ?? { state, since: since ?? null };

  const run = async (what: 'issue' | 'revoke', action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
      onChanged();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(null);
    }
  };
  const doIssue = (rotate: boolean) =>
    run('issue', async () => {
      const issued = await issue(rotate);
      setKey(issued.device_key);
      setLocal({ state: 'active', since: new Date().toISOString() });
    });
  const doRevoke = () =>
    run('revoke', async () => {
      await revoke?.();
      setKey(null);
      setLocal({ state: 'revoked', since: new Date().toISOString() });
    });
  const close = () => {
    setOpen(false);
    setKey(null);
    setLocal(null);
  };

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {deviceKeyText.button}
      </Button>
      <Modal open={open} title={deviceKeyText.title(deviceName)} onCancel={close} footer={null} destroyOnHidden>
        <Descriptions size="small" column={1} items={[{ key: 'state', label: deviceKeyText.state, children: <DeviceKeyStateTag state={shown.state} since={shown.since} /> }]} />
        {key !== null && (
          <>
            <Alert type="warning" showIcon style={{ margin: '12px 0' }} title={deviceKeyText.shownOnce} />
            <Typography.Paragraph copyable={{ text: key }} code aria-label={deviceKeyText.keyLabel} style={{ wordBreak: 'break-all' }}>
              {key}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {deviceKeyText.howToUse}
              <Typography.Text code>{uploadCall}</Typography.Text>
            </Typography.Paragraph>
          </>
        )}
        <Space style={{ marginTop: 12 }}>
          {shown.state === 'active' ? (
            <>
              <Popconfirm title={deviceKeyText.confirmRotate} okText={deviceKeyText.ok} cancelText={deviceKeyText.cancel} onConfirm={() => doIssue(true)}>
                <Button loading={busy === 'issue'}>{deviceKeyText.rotate}</Button>
              </Popconfirm>
              {revoke && (
                <Popconfirm title={deviceKeyText.confirmRevoke} okText={deviceKeyText.ok} cancelText={deviceKeyText.cancel} okButtonProps={{ danger: true }} onConfirm={() => doRevoke()}>
                  <Button danger loading={busy === 'revoke'}>
                    {deviceKeyText.revoke}
                  </Button>
                </Popconfirm>
              )}
            </>
          ) : (
            <Button type="primary" loading={busy === 'issue'} onClick={() => void doIssue(false)}>
              {deviceKeyText.create}
            </Button>
          )}
        </Space>
      </Modal>
    </>
  );
}
