import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';

const STATUSES = [
  { label: '全部状态', value: 0 },
  { label: '审核中', value: 2 },
  { label: '已通过', value: 3 },
  { label: '已驳回', value: 4 },
];

/** A list of my own things: what kind, and in what state (0 / '' mean all). */
export function KindStatusFilters(props: {
  kinds: { label: string; value: string }[];
  kind: string | undefined;
  status: number | undefined;
  onChange: (patch: { kind?: string; status?: number }) => void;
}) {
  return (
    <Space wrap>
      <Segmented
        options={[{ label: '全部', value: '' }, ...props.kinds]}
        value={props.kind ?? ''}
        onChange={(v) => props.onChange({ kind: String(v) || undefined, status: props.status })}
      />
      <Select
        aria-label="状态"
        style={{ width: 120 }}
        options={STATUSES}
        value={props.status ?? 0}
        onChange={(v: number) => props.onChange({ kind: props.kind, status: v || undefined })}
      />
    </Space>
  );
}
