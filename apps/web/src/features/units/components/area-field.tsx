import { AreaCascader } from '@zhuyun/ui';

export interface AreaValue {
  codes: string[];
  area_id: number;
}

interface AreaFieldProps {
  id?: string;
  value?: AreaValue;
  onChange?: (value: AreaValue | undefined) => void;
  status?: 'error' | 'warning';
}

/** The region cascader as a form field whose value carries the area_id the unit form sends. */
export function AreaField({ id, value, onChange, status }: AreaFieldProps) {
  return (
    <AreaCascader
      id={id}
      value={value?.codes}
      status={status}
      onChange={(codes, choice) => onChange?.(choice ? { codes, area_id: choice.area_id } : undefined)}
    />
  );
}
