import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@zhuyun/client';
import type { ResponseOf, routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { orgKeys } from '../api/org-tree';
import { downloadPeopleErrors, downloadPeopleTemplate, importPeople } from '../api/people-import';

type Result = ResponseOf<typeof routes.createUserImport>;

/**
 * 下载模板 and 导入人员: all rows or none; a refused file lists each bad row (with the person's name) and offers the
 * error file. Imported people sign in with a code to their phone (they have no password yet).
 */
export function PeopleImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ msg: string; result: Result } | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importPeople(client, file);
      if (answer.data.error_count > 0) setFailed({ msg: answer.msg, result: answer.data });
      else {
        toast.success(answer.msg);
        await queryClient.invalidateQueries({ queryKey: orgKeys.accounts });
      }
    } catch (error) {
      toast.error(isApiError(error) ? error.message : '导入失败');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space>
      <Button onClick={() => void downloadPeopleTemplate(client).catch(() => undefined)}>下载模板</Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        aria-label="选择人员文件"
        data-testid="people-import-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button type="primary" loading={busy} onClick={() => input.current?.click()}>
        {busy ? '正在导入…' : '导入人员'}
      </Button>
      <Modal
        open={failed !== null}
        title="导入失败"
        width={680}
        onCancel={() => setFailed(null)}
        footer={
          <Space>
            {failed?.result.error_file && (
              <Button onClick={() => void downloadPeopleErrors(client, failed.result.error_file as string).catch(() => undefined)}>下载错误文件</Button>
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
            { title: '姓名', dataIndex: 'user_name', width: 110 },
            { title: '列', dataIndex: 'column', width: 90 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
        {failed && failed.result.error_count > failed.result.errors.length && (
          <Typography.Text type="secondary">仅显示前 {failed.result.errors.length} 条，完整列表请下载错误文件。</Typography.Text>
        )}
      </Modal>
    </Space>
  );
}
