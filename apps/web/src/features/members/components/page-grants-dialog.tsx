import { useEffect, useState } from 'react';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useMutation, useQuery } from '@tanstack/react-query';
import { members } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { memberKeys, type MemberRow } from '../api/member-api';

/** 页面权限: which pages of this project the member may use (the project centre's pages, ticked). */
export function PageGrantsDialog({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const client = useApiClient();
  const projectId = member?.project_id ?? '';
  const userId = member?.user_id ?? '';
  const pages = useQuery({
    queryKey: memberKeys.pages(projectId, userId),
    queryFn: ({ signal }) => client.call(members.getProjectPageObjects, { project_id: projectId, user_id: userId }, { signal }),
    enabled: Boolean(member),
  });
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    if (pages.data) setChecked(pages.data.list.filter((p) => p.checked).map((p) => p.object_no));
  }, [pages.data]);
  const save = useMutation({
    mutationFn: () => client.call(members.saveProjectPageObjects, { project_id: projectId, user_id: userId, object_nos: checked }),
    onSuccess: () => {
      toast.success(members.MembersMsg.saved);
      void pages.refetch();
      onClose();
    },
  });
  return (
    <Modal
      open={Boolean(member)}
      title={`页面权限 · ${member?.user_name ?? ''}`}
      okText="保存"
      cancelText="取消"
      onOk={() => save.mutate()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {pages.isLoading ? (
        <Skeleton active />
      ) : (
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
          value={checked}
          onChange={(v) => setChecked(v as string[])}
          options={(pages.data?.list ?? []).map((p) => ({ value: p.object_no, label: p.object_name }))}
        />
      )}
    </Modal>
  );
}
