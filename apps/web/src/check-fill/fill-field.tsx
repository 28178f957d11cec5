import { useState } from 'react';
import type { ApiClient } from '@zhuyun/client';
import { check, routes } from '@zhuyun/contracts';
import { SignaturePad } from './signature-pad';

interface Props {
  client: ApiClient;
  field: check.FormField;
  value: check.AnswerValue | undefined;
  error: string | null;
  onChange: (value: check.AnswerValue) => void;
}

/** One field of the definition as a phone input: what the designer saved is what is asked, rule for rule. */
export function FillField({ client, field, value, error, onChange }: Props) {
  const id = `f-${field.key}`;
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const label = (
    <label className="cf-label" htmlFor={id}>
      {field.required ? <span className="req">*</span> : null}
      {field.label}
    </label>
  );
  const choice = (option: string, on: boolean, toggle: () => void, role: 'radio' | 'checkbox', className = '') => (
    <button key={option} type="button" role={role} aria-checked={on} className={`cf-choice ${className}`} onClick={toggle}>
      {option}
    </button>
  );
  let input;
  switch (field.type) {
    case 'text':
      input = <textarea id={id} className="cf-input" maxLength={field.maxLength ?? check.DEFINITION_LIMITS.text} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'number':
      input = (
        <div className="cf-unit">
          <input id={id} className="cf-input" type="number" inputMode="decimal" step="any" min={field.min} max={field.max} value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} />
          {field.unit ? <span>{field.unit}</span> : null}
        </div>
      );
      break;
    case 'date':
      input = <input id={id} className="cf-input" type="date" value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value || null)} />;
      break;
    case 'single':
      input = <div id={id} role="radiogroup" aria-label={field.label} className="cf-choices">{(field.options ?? []).map((o) => choice(o, value === o, () => onChange(value === o ? null : o), 'radio'))}</div>;
      break;
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : [];
      input = <div id={id} role="group" aria-label={field.label} className="cf-choices">{(field.options ?? []).map((o) => choice(o, chosen.includes(o), () => onChange(chosen.includes(o) ? chosen.filter((c) => c !== o) : [...chosen, o]), 'checkbox'))}</div>;
      break;
    }
    case 'passfail':
      input = (
        <div id={id} role="radiogroup" aria-label={field.label} className="cf-choices">
          {choice('合格', value === check.PASS, () => onChange(check.PASS), 'radio', 'cf-pass')}
          {choice('不合格', value === check.FAIL, () => onChange(check.FAIL), 'radio', 'cf-fail')}
        </div>
      );
      break;
    case 'photo':
      input = (
        <div className="cf-photo">
          <input
            id={id}
            className="cf-input"
            type="file"
            accept="image/*"
            capture="environment"
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(true);
              client
                .upload(routes.uploadFile, { module: 'picture' }, file, file.name)
                .then((answer) => (onChange(answer.data.file_id), setPhotoUrl(answer.data.url)))
                .catch(() => onChange(null))
                .finally(() => setUploading(false));
            }}
          />
          {uploading ? <div className="cf-hint">上传中…</div> : null}
          {photoUrl ? <img src={photoUrl} alt={field.label} /> : null}
        </div>
      );
      break;
    case 'signature':
      input = <SignaturePad id={id} value={(value as string) ?? null} onChange={onChange} />;
      break;
  }
  const range = field.type === 'number' && (field.min != null || field.max != null) ? `范围 ${field.min ?? ''}～${field.max ?? ''}${field.unit ?? ''}` : null;
  return (
    <div className="cf-field">
      {label}
      {input}
      {range ? <div className="cf-hint">{range}</div> : null}
      {error ? (
        <div className="cf-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
