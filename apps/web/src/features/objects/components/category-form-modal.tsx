import { useEffect } from 'react';
import Form from 'antd/es/form';
import TreeSelect from 'antd/es/tree-select';
import { PermMsg, type ObjectNode } from '@zhuyun/contracts';
import { ObjectText } from '../objects.texts';
import { EditorForm } from './editor-form';
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
    <EditorForm
      form={form}
      name="category-form"
      title={mode?.kind === 'edit' ? ObjectText.editCategory : ObjectText.addCategory}
      open={mode !== null}
      busy={busy}
      onCancel={onCancel}
      onSubmit={onSubmit}
      code={{ label: ObjectText.cateNo, required: PermMsg.cateNoRequired, placeholder: '如 cat.project_center', locked: mode?.kind === 'edit' }}
      nameField={{ label: ObjectText.cateName, required: PermMsg.cateNameRequired }}
    >
      <Form.Item name="p_object_no" label={ObjectText.parent}>
        <TreeSelect allowClear treeData={parents} placeholder={ObjectText.topLevel} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
    </EditorForm>
  );
}
