import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';

export interface ColumnChoice {
  key: string;
  label: string;
}

/**
 * The columns of a report and their order: the chosen fields listed as they will show, each moved up or down or
 * removed, and any other field of the form added at the end. None chosen means every field, in the form's order.
 */
export function ColumnPicker({ value = [], onChange, fields }: { value?: string[]; onChange?: (v: string[]) => void; fields: ColumnChoice[] }) {
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? `${key}（表单已无此字段）`;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as string);
    onChange?.(next);
  };
  const rest = fields.filter((f) => !value.includes(f.key));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.length === 0 ? <Typography.Text type="secondary">未选择列：报表显示表单的全部字段</Typography.Text> : null}
      <ol aria-label="报表列" style={{ margin: 0, paddingLeft: 20 }}>
        {value.map((key, i) => (
          <li key={key}>
            <Space size={4}>
              <span>{labelOf(key)}</span>
              <Button type="link" size="small" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`上移${labelOf(key)}`}>
                上移
              </Button>
              <Button type="link" size="small" disabled={i === value.length - 1} onClick={() => move(i, i + 1)} aria-label={`下移${labelOf(key)}`}>
                下移
              </Button>
              <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((k) => k !== key))} aria-label={`移除${labelOf(key)}`}>
                移除
              </Button>
            </Space>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Select
          aria-label="添加列"
          style={{ minWidth: 200 }}
          placeholder={fields.length ? '添加列' : '请先选择检查模板'}
          disabled={rest.length === 0}
          value={null}
          options={rest.map((f) => ({ value: f.key, label: f.label }))}
          onChange={(key: string) => onChange?.([...value, key])}
        />
        <Button size="small" disabled={rest.length === 0} onClick={() => onChange?.([...value, ...rest.map((f) => f.key)])}>
          添加全部
        </Button>
      </Space>
    </Space>
  );
}
