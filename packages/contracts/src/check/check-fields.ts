import { z } from 'zod';
import { boundedString, numberOrNull } from '../resource';
import { CheckMsg } from './check.messages';
import { checkDefinition, DEFINITION_LIMITS, FIELD_TYPES, type FormDefinition } from './form-definition';

export { codeField, codeFilter, idList } from '../message/message-fields';

const key = boundedString(40, CheckMsg.definitionInvalid).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: CheckMsg.definitionInvalid });
const label = boundedString(DEFINITION_LIMITS.label, CheckMsg.definitionInvalid).trim().min(1, { error: CheckMsg.definitionInvalid });
const finite = z.number({ error: CheckMsg.rangeInvalid }).refine(Number.isFinite, { error: CheckMsg.rangeInvalid });

const field = z.object({
  key,
  type: z.enum(FIELD_TYPES, { error: CheckMsg.definitionInvalid }),
  label,
  required: z.boolean({ error: CheckMsg.definitionInvalid }),
  unit: boundedString(20, CheckMsg.definitionInvalid).optional(),
  min: finite.optional(),
  max: finite.optional(),
  options: z.array(label, { error: CheckMsg.definitionInvalid }).max(DEFINITION_LIMITS.options, { error: CheckMsg.definitionInvalid }).optional(),
  maxLength: z.number({ error: CheckMsg.definitionInvalid }).int().min(1).max(DEFINITION_LIMITS.text).optional(),
});

/** A definition as saved by the designer: its shape here, its cross-field rules (checkDefinition) refined in. */
export const formDefinition = z
  .object({
    sections: z
      .array(
        z.object({
          key,
          title: label,
          fields: z.array(field, { error: CheckMsg.definitionInvalid }).max(DEFINITION_LIMITS.fields, { error: CheckMsg.definitionInvalid }),
        }),
        { error: CheckMsg.definitionInvalid },
      )
      .max(DEFINITION_LIMITS.sections, { error: CheckMsg.definitionInvalid }),
  }, { error: CheckMsg.definitionInvalid })
  .superRefine((d, ctx) => {
    const count = d.sections.reduce((n, s) => n + s.fields.length, 0);
    if (count > DEFINITION_LIMITS.fields) return void ctx.addIssue({ code: 'custom', message: CheckMsg.definitionInvalid });
    const problem = checkDefinition(d as FormDefinition);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The definition as answered (shape only: it was checked when saved). */
export const definitionOut = z.object({
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      fields: z.array(
        z.object({
          key: z.string(),
          type: z.enum(FIELD_TYPES),
          label: z.string(),
          required: z.boolean(),
          unit: z.string().optional(),
          min: z.number().optional(),
          max: z.number().optional(),
          options: z.array(z.string()).optional(),
          maxLength: z.number().optional(),
        }),
      ),
    }),
  ),
});

/** One answer as sent: checked against the record's form version by the server (checkAnswers). */
export const answerValue = z.union([
  boundedString(DEFINITION_LIMITS.signature, CheckMsg.answersRequired),
  z.number(),
  z.array(boundedString(DEFINITION_LIMITS.label, CheckMsg.answersRequired)).max(DEFINITION_LIMITS.options),
  z.null(),
]);

/** A day (YYYY-MM-DD) or nothing. */
export const dayOrNull = z
  .union([boundedString(10, CheckMsg.dateInvalid), z.null()])
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), { error: CheckMsg.dateInvalid });

/** An http(s) URL or nothing. */
export const urlOrNull = z
  .union([boundedString(500, CheckMsg.urlInvalid), z.null()])
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), { error: CheckMsg.urlInvalid });

export const sortNo = numberOrNull(CheckMsg.statusInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 9999);
