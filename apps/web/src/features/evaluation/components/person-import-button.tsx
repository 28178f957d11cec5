import { useRef, useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';

/** Imports persons from an xlsx (姓名、手机号、岗位、组织) and lists the rows the server refused, by row number. */
export function PersonImportButton() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ row: number; msg: string }[] | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await client.upload(routes.evalImportPersons, {}, file, file.name, { silent: true });
      toast.success(answer.msg);
      if (answer.data.errors.length) setErrors(answer.data.errors);
      await queryClient.invalidateQueries({ queryKey: evalKeys.all });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input ref={input} type="file" accept=".xlsx" hidden aria-label="选择导入文件" onChange={(e) => void pick(e.target.files?.[0])} />
      <Button loading={busy} onClick={() => input.current?.click()}>
        导入
      </Button>
      <Modal title="以下行未导入" open={errors !== null} onCancel={() => setErrors(null)} footer={null}>
        <Table size="small" rowKey="row" pagination={false} dataSource={errors ?? []} columns={[{ title: '行号', dataIndex: 'row', width: 80 }, { title: '原因', dataIndex: 'msg' }]} />
      </Modal>
    </>
  );
}
