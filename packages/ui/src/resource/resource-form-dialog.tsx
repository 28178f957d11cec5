import { useEffect, useRef } from 'react';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { Rule } from 'antd/es/form';
import { useFormName } from './form-name';
import { fieldName, valueOf, type FormSpec, type ResourceColumn } from './resource-columns';
import { ResourceField } from './resource-field';
import { useResourceKit } from './resource-kit-context';
import { useSingleFlight } from '../use-single-flight';
import type { ResourceMessages } from './messages.zh-CN';

/** Text is typed: blank means empty. Any other kind holds a value or nothing. */
const TYPED: ReadonlySet<FormSpec['kind']> = new Set(['input', 'textarea']);

/** Nothing chosen: no value, a cleared select (null), an empty text, an empty multiple choice. 0 and false are values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export function rulesOf<Row>(c: ResourceColumn<Row>, m: ResourceMessages): Rule[] {
  const spec = c.form!;
  const title = spec.label ?? c.title;
  const rules: Rule[] = [];
  if (spec.required) {
    const message = typeof spec.required === 'string' ? spec.required : m.required(title);
    // async-validator checks a rule without a type as a string: a cleared multiple select ([]) passed as filled, and a
    // `max` would compare a numeric choice with the length. A choice, number or day is checked by value instead.
    rules.push(
      TYPED.has(spec.kind)
        ? { required: true, whitespace: true, message }
        : { required: true, message, validator: (_rule, value: unknown) => (isEmptyValue(value) ? Promise.reject(new Error(message)) : Promise.resolve()) },
    );
  }
  if (spec.max && TYPED.has(spec.kind)) rules.push({ max: spec.max, message: spec.maxMessage ?? m.tooLong(title, spec.max) });
  return [...rules, ...(spec.rules ?? [])];
}

/** The form's starting values of a row: each form field's value, null shown as empty. */
export function formValuesOf<Row>(columns: ResourceColumn<Row>[], row: Row): Record<string, unknown> {
  return Object.fromEntries(columns.filter((c) => c.form).map((c) => [fieldName(c, c.form), valueOf(row, fieldName(c, c.form)) ?? undefined]));
}

/**
 * Create (`editing` null) or edit a row with the columns marked `form`. Closes only when `onSave` succeeds; Esc and
 * the close button cancel; Enter in a text field saves.
 */
export function ResourceFormDialog<Row>(props: {
  noun: string;
  columns: ResourceColumn<Row>[];
  open: boolean;
  editing: Row | null;
  pending: boolean;
  initialValues?: (row: Row | null) => Record<string, unknown>;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { messages: m } = useResourceKit();
  const [form] = Form.useForm();
  const name = useFormName('edit');
  const { open, editing, columns, initialValues } = props;
  // A page builds its columns and initialValues anew on each of its renders (a select's options arriving, a live
  // refresh). The form is filled when the dialog opens or its row changes, never again while a person types: with
  // them among the effect's dependencies, options that arrived after the first keystrokes wiped the typed name.
  const latest = useRef({ columns, initialValues });
  useEffect(() => {
    latest.current = { columns, initialValues };
  });
  useEffect(() => {
    if (!open) return;
    const { columns: fields, initialValues: initial } = latest.current;
    form.resetFields();
    form.setFieldsValue(initial ? initial(editing) : editing ? formValuesOf(fields, editing) : {});
  }, [open, editing, form]);
  const fields = columns.filter((c) => c.form && c.form.only !== (editing ? 'create' : 'edit'));
  const submit = useSingleFlight(async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await props.onSave(values);
    props.onClose();
  });
  return (
    <Modal
      open={open}
      title={editing ? m.editOf(props.noun) : m.createOf(props.noun)}
      okText={m.save}
      cancelText={m.cancel}
      confirmLoading={props.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} name={name} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        {fields.map((c) => {
          const spec = c.form!;
          const title = spec.label ?? c.title;
          return (
            <Form.Item key={fieldName(c, spec)} name={fieldName(c, spec)} label={title} rules={rulesOf(c, m)} normalize={spec.normalize && ((v: unknown) => spec.normalize!(String(v ?? '')))}>
              <ResourceField
                kind={spec.kind}
                options={spec.options}
                multiple={spec.multiple}
                max={spec.max}
                min={spec.min}
                precision={spec.precision}
                placeholder={spec.placeholder ?? (spec.kind === 'select' || spec.kind === 'date' ? m.selectPlaceholder(title) : m.inputPlaceholder(title))}
              />
            </Form.Item>
          );
        })}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
