import { useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { projectFiles } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useFilesMutation, useSigns, type FileRow } from '../api/project-files-api';

/** Puts tags on a file: the person's own tags (the ones they use most) come first in the list. */
export function SignDialog({ file, onClose }: { file: FileRow | null; onClose: () => void }) {
  const signs = useSigns();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(file?.signs.map((s) => s.sign_id) ?? []), [file]);
  const save = useFilesMutation((client, input: { doc_file_id: string; sign_ids: string[] }) => client.call(projectFiles.setProjectDocFileSigns, input));
  const options = signs.list.map((s) => ({
    value: s.sign_id,
    label: (
      <Tag color={s.sign_color}>
        {s.sign_name}
        {signs.mine.has(s.sign_id) ? ' · 常用' : ''}
      </Tag>
    ),
    title: s.sign_name,
  }));
  return (
    <Modal
      open={!!file}
      title={file ? `设置标签：${file.file_name}` : ''}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={async () => {
        if (!file) return;
        await save.mutateAsync({ doc_file_id: file.doc_file_id, sign_ids: chosen }).then(() => {
          toast.success('已保存');
          onClose();
        }, () => undefined);
      }}
      destroyOnHidden
    >
      <Select
        aria-label="标签"
        mode="multiple"
        style={{ width: '100%' }}
        loading={signs.loading}
        value={chosen}
        onChange={(v) => setChosen(v.slice(0, projectFiles.MAX_FILE_SIGNS))}
        options={options}
        showSearch={{ optionFilterProp: 'title' }}
        placeholder="选择标签（可在“管理标签”中新增）"
        notFoundContent="暂无标签"
      />
    </Modal>
  );
}
