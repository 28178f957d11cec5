import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import TreeSelect from 'antd/es/tree-select';
import { PERM_CODE_PATTERN, PermMsg, type ObjectNode } from '@zhuyun/contracts';
import { ObjectText } from '../objects.texts';
import type { ParentOption } from './object-tree-data';

export type CategoryFormMode = { kind: 'add'; parentNo: string | null } | { kind: 'edit'; node: ObjectNode };

export interface CategoryFormValues {
  object_no: string;
  object_name: string;
  p_object_no?: string;
  order_no?: number;
}

interface Props {
  mode: CategoryFormMode | null;
  parents: ParentOption[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: CategoryFormValues) => void;
}

/** Adds or edits a category: its number (fixed once made), name, parent category and order. */
export function CategoryFormModal({ mode, parents, busy, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<CategoryFormValues>();
  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue(
      mode.kind === 'edit'
        ? { object_no: mode.node.object_no, object_name: mode.node.object_name, p_object_no: mode.node.p_object_no ?? undefined, order_no: mode.node.order_no }
        : { p_object_no: mode.parentNo ?? undefined },
    );
  }, [mode, form]);

  return (
    <Modal
      open={mode !== null}
      title={mode?.kind === 'edit' ? ObjectText.editCategory : ObjectText.addCategory}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      forceRender
    >
      <Form form={form} name="category-form" layout="vertical" onFinish={onSubmit}>
        <Form.Item name="object_no" label={ObjectText.cateNo} rules={[{ required: true, whitespace: true, message: PermMsg.cateNoRequired }, { pattern: PERM_CODE_PATTERN, message: PermMsg.codeInvalid }]}>
          <Input disabled={mode?.kind === 'edit'} maxLength={64} placeholder="如 cat.project_center" />
        </Form.Item>
        <Form.Item name="object_name" label={ObjectText.cateName} rules={[{ required: true, whitespace: true, message: PermMsg.cateNameRequired }, { max: 50, message: PermMsg.nameTooLong }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="p_object_no" label={ObjectText.parent}>
          <TreeSelect allowClear treeData={parents} placeholder={ObjectText.topLevel} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
        </Form.Item>
        <Form.Item name="order_no" label={ObjectText.orderNo}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
