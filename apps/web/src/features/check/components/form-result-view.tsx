import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Image from 'antd/es/image';
import Tag from 'antd/es/tag';
import { check } from '@zhuyun/contracts';

type Definition = check.FormDefinition;
/** A stored photo or signature as the record's read answered it: a signed link, fresh for ten minutes. */
export interface FileLink {
  file_id: string;
  file_name: string;
  url: string;
}

/** One answer as the web shows it: pass/fail as a tag, choices joined, a number with its unit, a photo and a signature as pictures. */
function AnswerCell({ field, value, file }: { field: check.FormField; value: check.AnswerValue | undefined; file?: FileLink }) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return <span style={{ color: '#999' }}>未填写</span>;
  switch (field.type) {
    case 'passfail':
      return <Tag color={value === check.PASS ? 'green' : 'red'}>{value === check.PASS ? '合格' : '不合格'}</Tag>;
    case 'multiple':
      return <>{(value as string[]).join('、')}</>;
    case 'number':
      return <>{`${value}${field.unit ?? ''}`}</>;
    case 'signature': {
      // A stored signature is a file; an inline drawing kept from before is shown as it is.
      const src = file?.url ?? (typeof value === 'string' && value.startsWith(check.SIGNATURE_PREFIX) ? value : null);
      return src ? <img src={src} alt={field.label.includes('签名') ? field.label : `${field.label}签名`} style={{ height: 64, border: '1px solid #f0f0f0', background: '#fff' }} /> : <span style={{ color: '#999' }}>签名文件不可用</span>;
    }
    case 'photo':
      return file ? <Image src={file.url} alt={field.label} width={160} style={{ objectFit: 'cover' }} /> : <span style={{ color: '#999' }}>照片不可用</span>;
    default:
      return <>{String(value)}</>;
  }
}

/** The result view: a record's answers laid out by the sections of the version it was filled against. */
export function FormResultView({ definition, answers, files = {} }: { definition: Definition; answers: check.Answers; files?: Record<string, FileLink> }) {
  return (
    <>
      {definition.sections.map((section) => (
        <Card key={section.key} size="small" title={section.title} style={{ marginBottom: 12 }}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            size="small"
            items={section.fields.map((f) => ({ key: f.key, label: f.label, children: <AnswerCell field={f} value={answers[f.key]} file={files[f.key]} /> }))}
          />
        </Card>
      ))}
    </>
  );
}
