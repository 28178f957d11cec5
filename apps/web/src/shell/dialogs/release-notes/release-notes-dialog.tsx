import { useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import { routes, type ResponseOf } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';

type Notice = NonNullable<ResponseOf<typeof routes.getWebReleaseNotice>['notice']>;

/**
 * The web's release notes, once per person and release (issue 19 item 4): asked for once after the shell opens,
 * silently (a failure just means no dialog), and marked as seen when closed. Loaded lazily, outside the /login budget.
 */
export function ReleaseNotesDialog() {
  const client = useApiClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let live = true;
    client
      .call(routes.getWebReleaseNotice, {}, { silent: true })
      .then((answer) => live && setNotice(answer.notice))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  const close = () => {
    if (notice) void client.call(routes.readWebReleaseNotice, { version_id: notice.version_id }, { silent: true }).catch(() => undefined);
    setNotice(null);
  };
  return (
    <Modal title={notice ? `版本更新 ${notice.version_no}` : '版本更新'} open={Boolean(notice)} onOk={close} onCancel={close} okText="我知道了" cancelButtonProps={{ style: { display: 'none' } }}>
      <p style={{ whiteSpace: 'pre-line' }}>{notice?.notes}</p>
    </Modal>
  );
}
