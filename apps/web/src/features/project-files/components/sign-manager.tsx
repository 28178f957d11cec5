import Drawer from 'antd/es/drawer';
import Tag from 'antd/es/tag';
import { ResourcePage, type ResourceColumn } from '@zhuyun/ui';
import { projectFiles } from '@zhuyun/contracts';
import { fileKeys, signApi, type SignInput, type SignRow } from '../api/project-files-api';

const { ProjectFileMsg } = projectFiles;

const columns: ResourceColumn<SignRow>[] = [
  {
    key: 'sign_name',
    title: '标签名称',
    sortable: true,
    search: { kind: 'input', name: 'search', placeholder: '搜索标签' },
    form: { kind: 'input', required: ProjectFileMsg.signNameRequired, max: 30 },
    render: (v, r) => <Tag color={r.sign_color}>{v as string}</Tag>,
  },
  {
    key: 'sign_color',
    title: '颜色',
    form: { kind: 'input', max: 7, placeholder: '#1677ff', rules: [{ pattern: /^#[0-9a-fA-F]{6}$/, message: ProjectFileMsg.signColorInvalid }] },
  },
  { key: 'file_count', title: '文件数', sortable: true },
];

/** The company's file tags: add, rename, recolour, delete (taken off every file). */
export function SignManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} size={640} title="管理标签" onClose={onClose} destroyOnHidden>
      <ResourcePage<SignRow, SignInput>
        noun="标签"
        api={signApi}
        queryKey={fileKeys.signs}
        rowKey="sign_id"
        columns={columns}
        can={{ export: false }}
        invalidates={[fileKeys.all]}
        describe={(r) => r.sign_name}
        toInput={(values) => ({ sign_name: values.sign_name as string, sign_color: (values.sign_color as string | undefined) || null })}
      />
    </Drawer>
  );
}
