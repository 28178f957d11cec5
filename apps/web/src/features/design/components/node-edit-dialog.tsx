import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useMutation } from '@tanstack/react-query';
import { useApiClient, useSingleFlight } from '@zhuyun/ui';
import { design, type ResolveNode } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';

const { DesignMsg } = design;
interface Values {
  node_name: string;
  wbs_code: string | null;
  sort_no: number | null;
}

/**
 * Renames a decomposition node (PUT project_resolve/edit): its name, its own WBS code (empty: the tree numbers it by its
 * place) and its order among its siblings. `onSaved` refreshes the tree.
 */
export function NodeEditDialog({ node, onClose, onSaved }: { node: ResolveNode | null; onClose: () => void; onSaved: () => unknown }) {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) => {
      const current = node as ResolveNode;
      const code = v.wbs_code?.trim() || null;
      // The tree shows a place number where a node has no code of its own: sent only when changed, so a rename never
      // freezes that number into the node.
      return client.call(design.editResolve, {
        resolve_id: current.resolve_id,
        node_name: v.node_name.trim(),
        ...(code === (current.wbs_code || null) ? {} : { wbs_code: code }),
        ...(v.sort_no == null ? {} : { sort_no: v.sort_no }),
      });
    },
    onSuccess: async () => {
      toast.success('保存成功');
      await onSaved();
      onClose();
    },
  });
  // Enter twice, or Enter then 保存, would save twice (useSingleFlight).
  const saveOnce = useSingleFlight((v: Values) => save.mutateAsync(v).catch(() => undefined));
  return (
    <Modal
      open={!!node} title={node ? `编辑节点：${node.node_name}` : ''} okText="保存" confirmLoading={save.isPending}
      onOk={() => form.submit()} onCancel={onClose} destroyOnHidden
    >
      <Form<Values>
        form={form} layout="vertical" key={node?.resolve_id} onFinish={(v) => void saveOnce(v)}
        initialValues={node ? { node_name: node.node_name, wbs_code: node.wbs_code || null, sort_no: node.sort_no } : undefined}
      >
        <Form.Item name="node_name" label="节点名称" rules={[{ required: true, whitespace: true, message: DesignMsg.resolveNameRequired }]}>
          <Input maxLength={100} aria-label="节点名称" />
        </Form.Item>
        <Form.Item name="wbs_code" label="WBS编码" extra="留空则按在树中的位置编号">
          <Input maxLength={50} aria-label="WBS编码" />
        </Form.Item>
        <Form.Item name="sort_no" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} aria-label="排序" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
