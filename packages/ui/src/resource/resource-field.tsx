import { lazy, Suspense } from 'react';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import type { FieldOption } from './resource-columns';

// antd's DatePicker and dayjs are ≈ 60 kB: only a page with a day field loads them.
const DateInput = lazy(() => import('./date-input'));

export interface FieldProps {
  kind: 'input' | 'textarea' | 'select' | 'number' | 'date' | 'segmented';
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  options?: FieldOption[];
  max?: number;
  min?: number;
  precision?: number;
  /** A select that takes several values. */
  multiple?: boolean;
  /** The accessible name where no visible label names the control (the search form's compact fields). */
  ariaLabel?: string;
}

/** One input of the kit's forms, chosen by kind; antd's Form.Item hands it id, value and onChange. */
export function ResourceField({ kind, id, value, onChange, placeholder, options, max, min, precision, multiple, ariaLabel }: FieldProps) {
  const text = { id, placeholder, 'aria-label': ariaLabel, value: (value as string | undefined) ?? undefined };
  switch (kind) {
    case 'textarea':
      return <Input.TextArea {...text} rows={2} maxLength={max} showCount={Boolean(max)} onChange={(e) => onChange?.(e.target.value)} />;
    case 'select':
      return (
        <Select
          id={id}
          aria-label={ariaLabel}
          value={value ?? undefined}
          onChange={(v) => onChange?.(v ?? (multiple ? [] : null))}
          mode={multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={placeholder}
          options={options}
          style={{ minWidth: 160 }}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          aria-label={ariaLabel}
          value={value as number | null | undefined}
          onChange={(v) => onChange?.(v)}
          min={min}
          precision={precision}
          placeholder={placeholder}
          style={{ width: '100%' }}
        />
      );
    case 'segmented':
      return <Segmented id={id} aria-label={ariaLabel} value={value as string | number} onChange={(v) => onChange?.(v)} options={(options ?? []).map((o) => ({ value: o.value, label: o.label }))} />;
    case 'date':
      return (
        <Suspense fallback={<Input id={id} placeholder={placeholder} disabled />}>
          <DateInput id={id} value={value as string | null} onChange={onChange} placeholder={placeholder} />
        </Suspense>
      );
    default:
      return <Input {...text} maxLength={max} allowClear onChange={(e) => onChange?.(e.target.value)} />;
  }
}
