import { useRef, useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/feedback';
import { evalKeys } from '../api/evaluation-queries';

type RowError = { row: number; msg: string };

/**
 * 导入: picks an xlsx, hands it to `upload`, says the server's summary and lists the rows it refused, by number.
 * Used for persons (姓名、手机号、岗位、组织) and evaluator rows (评价人手机号 …).
 */
export function XlsxImportButton({ upload }: { upload: (file: File) => Promise<{ msg: string; data: { errors: RowError[] } }> }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<RowError[] | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await upload(file);
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
