import { check } from '@zhuyun/contracts';

/** An answer as a report cell or a detail line reads it: 合格/不合格, choices joined, a number with its unit. */
export function answerText(field: check.FormField, value: check.AnswerValue | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'passfail':
      return value === check.PASS ? '合格' : value === check.FAIL ? '不合格' : String(value);
    case 'multiple':
      return Array.isArray(value) ? value.join('、') : String(value);
    case 'number':
      return `${value}${field.unit ?? ''}`;
    case 'signature':
      return '已签名';
    case 'photo':
      return '已上传照片';
    default:
      return Array.isArray(value) ? value.join('、') : String(value);
  }
}
