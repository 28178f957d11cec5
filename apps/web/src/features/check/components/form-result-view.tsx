import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { check } from '@zhuyun/contracts';

type Definition = check.FormDefinition;

/** One answer as the web shows it: pass/fail as a tag, choices joined, a number with its unit, a signature drawn. */
function AnswerCell({ field, value }: { field: check.FormField; value: check.AnswerValue | undefined }) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return <span style={{ color: '#999' }}>未填写</span>;
  switch (field.type) {
    case 'passfail':
      return <Tag color={value === check.PASS ? 'green' : 'red'}>{value === check.PASS ? '合格' : '不合格'}</Tag>;
    case 'multiple':
      return <>{(value as string[]).join('、')}</>;
    case 'number':
      return <>{`${value}${field.unit ?? ''}`}</>;
    case 'signature':
      return <img src={value as string} alt={`${field.label}签名`} style={{ height: 64, border: '1px solid #f0f0f0', background: '#fff' }} />;
    case 'photo':
      return <>已上传照片</>;
    default:
      return <>{String(value)}</>;
  }
}

/** The result view: a record's answers laid out by the sections of the version it was filled against. */
export function FormResultView({ definition, answers }: { definition: Definition; answers: check.Answers }) {
  return (
    <>
      {definition.sections.map((section) => (
        <Card key={section.key} size="small" title={section.title} style={{ marginBottom: 12 }}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            size="small"
            items={section.fields.map((f) => ({ key: f.key, label: f.label, children: <AnswerCell field={f} value={answers[f.key]} /> }))}
          />
        </Card>
      ))}
    </>
  );
}
