import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';

/** A day picker whose value is the text the contracts take (YYYY-MM-DD); loaded only by pages that have one. */
export default function DateInput({ value, onChange, placeholder, id }: { value?: string | null; onChange?: (day: string | null) => void; placeholder?: string; id?: string }) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      placeholder={placeholder}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
      style={{ width: '100%' }}
    />
  );
}
