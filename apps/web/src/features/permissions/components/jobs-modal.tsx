import { useEffect, useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Tree from 'antd/es/tree';
import type { organisation } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useSaveTemplateJobs } from '../api/save-template-jobs';
import { useTemplateDetail } from '../api/template-detail';
import { useUnitJobs } from '../api/unit-jobs';
import { PermText } from '../permissions.texts';

type OrgNode = organisation.OrgTreeNode;
const JOB = 3;

interface TreeItem {
  key: string;
  title: string;
  checkable: boolean;
  children: TreeItem[];
}
const toTreeData = (nodes: readonly OrgNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, checkable: n.node_type === JOB, children: toTreeData(n.children_list) }));
const countJobs = (nodes: readonly OrgNode[]): number => nodes.reduce((s, n) => s + (n.node_type === JOB ? 1 : 0) + countJobs(n.children_list), 0);

interface JobsModalProps {
  template: { auth_template_id: string; auth_template_name: string } | null;
  onClose: () => void;
}

/** The jobs holding a template, picked on the unit's organisation tree; Save replaces them. */
export function JobsModal({ template, onClose }: JobsModalProps) {
  const jobs = useUnitJobs(template !== null);
  const detail = useTemplateDetail(template?.auth_template_id ?? null);
  const save = useSaveTemplateJobs();
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (detail.data) setChecked(detail.data.job_ids);
  }, [detail.data]);
  const nodes = useMemo(() => jobs.data ?? [], [jobs.data]);
  const failed = jobs.isError || detail.isError;

  const submit = async () => {
    if (!template) return;
    try {
      toast.success(await save.mutateAsync({ auth_template_id: template.auth_template_id, job_ids: checked }));
      onClose();
    } catch {
      // the client's error policy has shown the server's msg
    }
  };

  return (
    <Modal
      title={template ? PermText.grantTitle(template.auth_template_name) : ''}
      open={template !== null}
      okText={PermText.save}
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: failed || jobs.isPending || detail.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={PermText.grantHint} style={{ marginBottom: 12 }} />
      {failed ? (
        <ErrorFallback title={PermText.treeFailed} onRetry={() => void (jobs.isError ? jobs.refetch() : detail.refetch())} />
      ) : jobs.isPending || detail.isPending ? (
        <PageSkeleton rows={5} />
      ) : countJobs(nodes) === 0 ? (
        <Empty description={PermText.noJobs} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          height={420}
          treeData={toTreeData(nodes)}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </Modal>
  );
}
