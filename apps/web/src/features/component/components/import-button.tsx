import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@zhuyun/client';
import type { ResponseOf } from '@zhuyun/contracts';
import type { component } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { componentKeys } from '../api/component-keys';
import { downloadImportErrors, importComponents } from '../api/component-files';

type Result = ResponseOf<typeof component.importComponents>;

/** Picks an xlsx and imports it into the project: all rows or none; a failed file lists its errors. */
export function ImportButton({ projectId }: { projectId: string | undefined }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ msg: string; result: Result } | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file || !projectId) return;
    setBusy(true);
    try {
      const answer = await importComponents(client, projectId, file);
      if (answer.data.error_count > 0) setFailed({ msg: answer.msg, result: answer.data });
      else {
        toast.success(answer.msg);
        await queryClient.invalidateQueries({ queryKey: componentKeys.all });
      }
    } catch (error) {
      toast.error(isApiError(error) ? error.message : '导入失败');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        aria-label="选择构件文件"
        data-testid="component-import-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button type="primary" loading={busy} disabled={!projectId} onClick={() => input.current?.click()}>
        {busy ? '正在导入…' : '导入构件'}
      </Button>
      <Modal
        open={failed !== null}
        title="导入失败"
        width={640}
        onCancel={() => setFailed(null)}
        footer={
          <Space>
            {failed?.result.error_file && (
              <Button onClick={() => void downloadImportErrors(client, failed.result.error_file as string)}>下载错误文件</Button>
            )}
            <Button type="primary" onClick={() => setFailed(null)}>
              知道了
            </Button>
          </Space>
        }
      >
        <Alert type="error" showIcon title={failed?.msg} style={{ marginBottom: 12 }} />
        <Table
          size="small"
          rowKey={(r) => `${r.row}-${r.column}-${r.reason}`}
          dataSource={failed?.result.errors ?? []}
          pagination={{ pageSize: 8, showSizeChanger: false }}
          columns={[
            { title: '行号', dataIndex: 'row', width: 70 },
            { title: '列', dataIndex: 'column', width: 130 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
        {failed && failed.result.error_count > failed.result.errors.length && (
          <Typography.Text type="secondary">仅显示前 {failed.result.errors.length} 条，完整列表请下载错误文件。</Typography.Text>
        )}
      </Modal>
    </>
  );
}
