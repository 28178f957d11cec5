import { useId, type InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | null;
  onChange(value: string): void;
}

/** One labelled input with its rule's message under it; 48 px high for thumbs. */
export function Field({ label, error, onChange, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`sv-field${error ? ' sv-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error ? (
        <div id={`${id}-error`} className="sv-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
