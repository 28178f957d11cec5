/**
 * A check form's definition (issue 20 item 2, the form designer): sections of typed fields. It is plain data, saved
 * as a new version on every design save; a filled record names the version it was filled against and is checked
 * against exactly that version. This file has no zod: the phone page (120 kB gzip) and the server share it.
 */
export const FIELD_TYPES = ['text', 'number', 'single', 'multiple', 'date', 'photo', 'signature', 'passfail'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_NAMES: Record<FieldType, string> = {
  text: '文本',
  number: '数值',
  single: '单选',
  multiple: '多选',
  date: '日期',
  photo: '照片',
  signature: '签名',
  passfail: '合格判定',
};

export interface FormField {
  /** Unique within the definition: the answer's key. */
  key: string;
  type: FieldType;
  label: string;
  required: boolean;
  /** number: unit shown after the value, and the allowed range. */
  unit?: string;
  min?: number;
  max?: number;
  /** single and multiple: the choices. */
  options?: string[];
  /** text: the longest answer (at most 500). */
  maxLength?: number;
}

export interface FormSection {
  key: string;
  title: string;
  fields: FormField[];
}

export interface FormDefinition {
  sections: FormSection[];
}

/**
 * One answer: text, a number, choices, a date (YYYY-MM-DD), a photo's file id, a signature, 'pass'|'fail'. A signature
 * is sent as the pad's PNG data URL (or the id of an uploaded PNG); the server stores it as a file and keeps the id, so
 * a stored photo or signature is always a file reference, shown through a fresh signed link on every read.
 */
export type AnswerValue = string | number | string[] | null;
export type Answers = Record<string, AnswerValue>;

export const DEFINITION_LIMITS = { sections: 20, fields: 100, options: 30, text: 500, signature: 120_000, label: 100 } as const;
export const PASS = 'pass';
/** How a signature pad's drawing starts when sent inline. */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const FAIL = 'fail';

/** What is wrong with an answer: the field named, and why. */
export interface AnswerProblem {
  key: string;
  message: string;
}

export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blank = (v: AnswerValue | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function fieldsOf(definition: FormDefinition): FormField[] {
  return definition.sections.flatMap((s) => s.fields);
}

/** The first problem of one field's answer, or null; messages name the field as a person reads it. */
export function checkAnswer(field: FormField, value: AnswerValue | undefined): string | null {
  const name = `“${field.label}”`;
  if (blank(value)) return field.required ? `${name}不能为空` : null;
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= (field.maxLength ?? DEFINITION_LIMITS.text) ? null : `${name}最多${field.maxLength ?? DEFINITION_LIMITS.text}个字`;
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return `${name}应为数字`;
      if ((field.min != null && n < field.min) || (field.max != null && n > field.max)) return `${name}应在${field.min ?? '-∞'}～${field.max ?? '+∞'}${field.unit ?? ''}之间`;
      return null;
    }
    case 'single':
      return typeof value === 'string' && (field.options ?? []).includes(value) ? null : `${name}的选项不存在`;
    case 'multiple':
      return Array.isArray(value) && value.every((v) => (field.options ?? []).includes(v)) && new Set(value).size === value.length ? null : `${name}的选项不存在`;
    case 'date':
      return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? null : `${name}日期格式不正确`;
    case 'photo':
      return typeof value === 'string' && FILE_ID.test(value) ? null : `${name}照片不正确`;
    case 'signature':
      return typeof value === 'string' && (FILE_ID.test(value) || (value.startsWith(SIGNATURE_PREFIX) && value.length <= DEFINITION_LIMITS.signature)) ? null : `${name}签名不正确`;
    case 'passfail':
      return value === PASS || value === FAIL ? null : `${name}应为合格或不合格`;
  }
}

/** The first problem of a record's answers against its version: a required field left empty, a value out of rules, an unknown key. */
export function checkAnswers(definition: FormDefinition, answers: Answers): AnswerProblem | null {
  const fields = fieldsOf(definition);
  const known = new Set(fields.map((f) => f.key));
  const stray = Object.keys(answers).find((k) => !known.has(k));
  if (stray) return { key: stray, message: `字段“${stray.slice(0, 40)}”不在表单中` };
  for (const field of fields) {
    const message = checkAnswer(field, answers[field.key]);
    if (message) return { key: field.key, message };
  }
  return null;
}

/** A record fails when any pass/fail field says fail. */
export function resultOf(definition: FormDefinition, answers: Answers): 1 | 2 {
  return fieldsOf(definition).some((f) => f.type === 'passfail' && answers[f.key] === FAIL) ? 2 : 1;
}

/** The first problem of a definition beyond its shape (unique keys, choices, ranges), or null. */
export function checkDefinition(definition: FormDefinition): string | null {
  const fields = fieldsOf(definition);
  if (definition.sections.length === 0) return '请至少添加一个分组';
  if (fields.length === 0) return '请至少添加一个字段';
  const keys = new Set<string>();
  for (const key of [...definition.sections.map((s) => `section:${s.key}`), ...fields.map((f) => f.key)]) {
    if (keys.has(key)) return '字段标识重复';
    keys.add(key);
  }
  for (const f of fields) {
    if ((f.type === 'single' || f.type === 'multiple') && new Set(f.options ?? []).size < 2) return `“${f.label}”至少需要两个不同的选项`;
    if (f.type === 'number' && f.min != null && f.max != null && f.min > f.max) return `“${f.label}”的数值范围不正确`;
  }
  return null;
}
