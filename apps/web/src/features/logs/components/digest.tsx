import Typography from 'antd/es/typography';

/** A SHA-256 digest shortened to its first characters, whole in the tooltip and copyable. */
export function Digest({ value }: { value: string | null }) {
  if (!value) return <span>—</span>;
  return (
    <Typography.Text code copyable={{ text: value }} title={value}>
      {value.slice(0, 8)}
    </Typography.Text>
  );
}
