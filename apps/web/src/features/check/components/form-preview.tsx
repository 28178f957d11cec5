import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { check } from '@zhuyun/contracts';

/** A definition as a list of its fields (what a template asks), without inputs. */
export function FormPreview({ definition }: { definition: check.FormDefinition }) {
  return (
    <>
      {definition.sections.map((s) => (
        <Card key={s.key} size="small" title={s.title} style={{ marginBottom: 8 }}>
          {s.fields.map((f) => (
            <div key={f.key} style={{ padding: '4px 0' }}>
              {f.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
              {f.label} <Tag>{check.FIELD_TYPE_NAMES[f.type]}</Tag>
              {f.type === 'number' && (f.min != null || f.max != null) ? <span style={{ color: '#999' }}>{`${f.min ?? ''}～${f.max ?? ''}${f.unit ?? ''}`}</span> : null}
              {f.options?.length ? <span style={{ color: '#999' }}>{f.options.join(' / ')}</span> : null}
            </div>
          ))}
        </Card>
      ))}
    </>
  );
}
