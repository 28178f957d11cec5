import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { site, type SiteDeviceRowLike } from './device-key-types';
import { useApiClient } from '@zhuyun/ui';

/**
 * 设备密钥: the unit administrator gives a device its key for the ingestion call, or replaces it. The key shows once,
 * in this dialog (only its hash is stored), with the call it is for.
 */
export function DeviceKeyButton({ device, onChanged }: { device: SiteDeviceRowLike; onChanged: () => void }) {
  const client = useApiClient();
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      const route = device.has_key ? site.rotateSiteDeviceKey : site.createSiteDeviceKey;
      setKey((await client.call(route, { device_id: device.device_id })).device_key);
      onChanged();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size="small" loading={busy} onClick={() => void issue()}>
        {device.has_key ? '轮换密钥' : '生成密钥'}
      </Button>
      <Modal open={key !== null} title={`${device.device_name} 的设备密钥`} onCancel={() => setKey(null)} footer={null} destroyOnHidden>
        <Typography.Paragraph>密钥只显示这一次，请立即配置到设备中。设备以请求头 device_key 携带它，调用：</Typography.Paragraph>
        <Typography.Paragraph code>POST {site.uploadSiteReadings.path}</Typography.Paragraph>
        <Typography.Paragraph copyable code aria-label="设备密钥">
          {key}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
