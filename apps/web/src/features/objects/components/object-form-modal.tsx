import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import TreeSelect from 'antd/es/tree-select';
import { PermMsg } from '@zhuyun/contracts';
import { ObjectText } from '../objects.texts';
import { EditorForm } from './editor-form';
import type { ObjectRow } from './object-table';
import type { ParentOption } from './object-tree-data';

export type ObjectFormMode = { kind: 'add'; parentNo: string } | { kind: 'edit'; row: ObjectRow };

export interface ObjectFormValues {
  object_no: string;
  object_name: string;
  p_object_no: string;
  is_menu: number;
  object_module?: string;
  order_no?: number;
}

interface Props {
  mode: ObjectFormMode | null;
  parents: ParentOption[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: ObjectFormValues) => void;
}

/** Adds or edits a permission object: a page (its route required) or an element of a page (a button, a column …). */
export function ObjectFormModal({ mode, parents, busy, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<ObjectFormValues>();
  const isPage = Form.useWatch('is_menu', form) === 1;
  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue(
      mode.kind === 'edit'
        ? { ...mode.row, p_object_no: mode.row.p_object_no ?? undefined, object_module: mode.row.object_module ?? undefined }
        : { p_object_no: mode.parentNo, is_menu: 0 },
    );
  }, [mode, form]);

  return (
    <EditorForm
      form={form}
      name="object-form"
      title={mode?.kind === 'edit' ? ObjectText.editObject : ObjectText.addObject}
      open={mode !== null}
      busy={busy}
      onCancel={onCancel}
      onSubmit={onSubmit}
      code={{ label: ObjectText.objectNo, required: PermMsg.objectNoRequired, placeholder: '如 project.list.add', locked: mode?.kind === 'edit' }}
      nameField={{ label: ObjectText.objectName, required: PermMsg.objectNameRequired }}
    >
      <Form.Item name="p_object_no" label={ObjectText.parent} rules={[{ required: true, message: PermMsg.objectParentRequired }]}>
        <TreeSelect treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item name="is_menu" label={ObjectText.kind}>
        <Radio.Group options={[1, 0].map((value) => ({ value, label: ObjectText.kinds[value] }))} />
      </Form.Item>
      <Form.Item
        name="object_module"
        label={ObjectText.module}
        hidden={!isPage}
        rules={isPage ? [{ required: true, whitespace: true, message: PermMsg.objectModuleRequired }, { pattern: /^\//, message: PermMsg.routeInvalid }] : []}
      >
        <Input placeholder="如 /ProjectList" />
      </Form.Item>
    </EditorForm>
  );
}
