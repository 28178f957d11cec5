import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Msg } from '@zhuyun/contracts';
import { useCreateProjectDept } from '../api/create-project-dept';
import { toast } from '../../../lib/feedback';
import { UnitsText } from '../units.texts';

/** 新建项目部 in the middle of joining (spec-1 §4): a name, then the department exists in the invite code's unit. */
export function ProjectDeptInline({ inviteCode, onCreated }: { inviteCode: string; onCreated: (deptId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProjectDept();

  if (!open) {
    return (
      <Button type="link" icon={<PlusOutlined />} onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        {UnitsText.newProjectDept}
      </Button>
    );
  }
  const submit = async () => {
    if (!name.trim()) return setError(Msg.deptNameRequired);
    try {
      const answer = await create.mutateAsync({ invite_code: inviteCode, dept_name: name.trim() });
      toast.success(answer.msg);
      setOpen(false);
      setName('');
      onCreated(answer.data.dept_id);
    } catch {
      // the client's error policy has shown the server's msg (该单位已有同名部门 …)
    }
  };
  return (
    <div className="project-dept-inline">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={UnitsText.projectDeptName}
          placeholder={UnitsText.projectDeptName}
          value={name}
          maxLength={50}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
        <Button type="primary" loading={create.isPending} onClick={() => void submit()}>
          确定
        </Button>
        <Button onClick={() => setOpen(false)}>取消</Button>
      </Space.Compact>
      {error && <div className="ant-form-item-explain-error">{error}</div>}
    </div>
  );
}
