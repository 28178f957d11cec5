import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { check } from '@zhuyun/contracts';

/** The selected field's settings: label, required, and what its type takes (unit and range, choices, length). */
export function FieldProperties({ field, onChange }: { field: check.FormField | null; onChange: (patch: Partial<check.FormField>) => void }) {
  if (!field) return <div style={{ color: '#999' }}>选中一个字段后在这里设置</div>;
  return (
    <Form layout="vertical" size="small">
      <Form.Item label="字段类型">{check.FIELD_TYPE_NAMES[field.type]}</Form.Item>
      <Form.Item label="字段名称" htmlFor="field-label" validateStatus={field.label.trim() ? '' : 'error'} help={field.label.trim() ? '' : '字段名称不能为空'}>
        <Input id="field-label" value={field.label} maxLength={100} onChange={(e) => onChange({ label: e.target.value })} />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={field.required} onChange={(e) => onChange({ required: e.target.checked })}>
          必填
        </Checkbox>
      </Form.Item>
      {field.type === 'number' ? (
        <>
          <Form.Item label="单位" htmlFor="field-unit">
            <Input id="field-unit" value={field.unit ?? ''} maxLength={20} onChange={(e) => onChange({ unit: e.target.value })} />
          </Form.Item>
          <Form.Item label="最小值" htmlFor="field-min">
            <InputNumber id="field-min" value={field.min ?? null} onChange={(v) => onChange({ min: v ?? undefined })} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="最大值" htmlFor="field-max">
            <InputNumber id="field-max" value={field.max ?? null} onChange={(v) => onChange({ max: v ?? undefined })} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {field.type === 'single' || field.type === 'multiple' ? (
        <Form.Item label="选项（每行一个）" htmlFor="field-options">
          <Input.TextArea
            id="field-options"
            rows={4}
            value={(field.options ?? []).join('\n')}
            onChange={(e) => onChange({ options: e.target.value.split('\n').slice(0, check.DEFINITION_LIMITS.options) })}
          />
        </Form.Item>
      ) : null}
      {field.type === 'text' ? (
        <Form.Item label="最多字数" htmlFor="field-max-length">
          <InputNumber id="field-max-length" min={1} max={500} precision={0} value={field.maxLength ?? null} onChange={(v) => onChange({ maxLength: v ?? undefined })} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Form.Item label="字段标识">
        <code>{field.key}</code>
      </Form.Item>
    </Form>
  );
}
