import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { useFormName } from './form-name';
import { fieldName, type ResourceColumn } from './resource-columns';
import { ResourceField } from './resource-field';
import { useResourceKit } from './resource-kit-context';

/**
 * The filters of the columns marked `search`, with 查询 and 重置. It is a real form: Enter in a text field searches.
 * The toolbar (新增, 导出 …) sits on the same line, after the buttons.
 */
export function ResourceSearchForm<Row>({ columns, onSearch, toolbar }: { columns: ResourceColumn<Row>[]; onSearch: (filters: Record<string, unknown>) => void; toolbar?: ReactNode }) {
  const { messages: m } = useResourceKit();
  const [form] = Form.useForm();
  const name = useFormName('search');
  const searchable = columns.filter((c) => c.search);
  const initial = initialFilters(columns);
  return (
    <div className="resource-search" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
      {searchable.length > 0 && (
        <Form
          form={form}
          name={name}
          layout="inline"
          initialValues={initial}
          onFinish={onSearch}
          // A row of choices filters as soon as one is picked; text waits for Enter or 查询.
          onValuesChange={(changed: Record<string, unknown>) => {
            if (searchable.some((c) => c.search!.kind === 'segmented' && fieldName(c, c.search) in changed)) form.submit();
          }}
          style={{ rowGap: 8 }}
        >
          {searchable.map((c) => {
            const spec = c.search!;
            const placeholder = spec.placeholder ?? (spec.kind === 'input' ? m.inputPlaceholder(c.title) : m.selectPlaceholder(c.title));
            return (
              <Form.Item key={fieldName(c, spec)} name={fieldName(c, spec)} style={spec.kind === 'segmented' ? undefined : { width: spec.width ?? (spec.kind === 'input' ? 240 : 180) }}>
                <ResourceField kind={spec.kind} placeholder={placeholder} options={spec.options} ariaLabel={spec.kind === 'input' ? placeholder : c.title} />
              </Form.Item>
            );
          })}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {m.search}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  onSearch(initial);
                }}
              >
                {m.reset}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      {toolbar && <Space wrap>{toolbar}</Space>}
    </div>
  );
}

/** The filters a page opens with: each searchable column's `initial`. */
export function initialFilters<Row>(columns: ResourceColumn<Row>[]): Record<string, unknown> {
  return Object.fromEntries(columns.filter((c) => c.search?.initial !== undefined).map((c) => [fieldName(c, c.search), c.search!.initial]));
}
