import { check } from '@zhuyun/contracts';

type Definition = check.FormDefinition;
type Field = check.FormField;

/** Where a field sits: section index, field index. */
export interface Place {
  section: number;
  field: number;
}

/** What a drag carries: a new field of a type from the palette, or a field being moved. */
export type DragPayload = { kind: 'new'; type: check.FieldType } | { kind: 'move'; from: Place };
export const DRAG_MIME = 'application/x-zhuyun-field';

const usedKeys = (d: Definition) => new Set([...d.sections.map((s) => s.key), ...check.fieldsOf(d).map((f) => f.key)]);

/** The first free key with this prefix (keys are what answers are stored under, so they never change once saved). */
export function freeKey(d: Definition, prefix: string): string {
  const used = usedKeys(d);
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A new field of a type, with the defaults a person then edits. */
export function newField(d: Definition, type: check.FieldType): Field {
  const base: Field = { key: freeKey(d, type), type, label: check.FIELD_TYPE_NAMES[type], required: false };
  if (type === 'single' || type === 'multiple') return { ...base, options: ['选项一', '选项二'] };
  if (type === 'number') return { ...base, unit: '' };
  return base;
}

export const emptyDefinition = (): Definition => ({ sections: [{ key: 'section1', title: '基本信息', fields: [] }] });

const withSections = (d: Definition, sections: Definition['sections']): Definition => ({ ...d, sections });

/** Inserts a field at a place (at the end of the section when field is past its end). */
export function insertField(d: Definition, at: Place, field: Field): Definition {
  return withSections(
    d,
    d.sections.map((s, i) => (i === at.section ? { ...s, fields: [...s.fields.slice(0, at.field), field, ...s.fields.slice(at.field)] } : s)),
  );
}

export function removeField(d: Definition, at: Place): Definition {
  return withSections(
    d,
    d.sections.map((s, i) => (i === at.section ? { ...s, fields: s.fields.filter((_, j) => j !== at.field) } : s)),
  );
}

/** Moves a field to a place given in the definition as it is before the move; answers where it landed. */
export function moveField(d: Definition, from: Place, to: Place): { definition: Definition; at: Place } {
  const field = d.sections[from.section]?.fields[from.field];
  if (!field) return { definition: d, at: from };
  const target = from.section === to.section && from.field < to.field ? { ...to, field: to.field - 1 } : to;
  return { definition: insertField(removeField(d, from), target, field), at: target };
}

/** One step up or down inside a section (the keyboard's way to reorder). */
export function stepField(d: Definition, at: Place, step: -1 | 1): { definition: Definition; at: Place } {
  const count = d.sections[at.section]?.fields.length ?? 0;
  const field = at.field + step;
  if (field < 0 || field >= count) return { definition: d, at };
  return moveField(d, at, { section: at.section, field: step === 1 ? field + 1 : field });
}

export function updateField(d: Definition, at: Place, patch: Partial<Field>): Definition {
  return withSections(
    d,
    d.sections.map((s, i) => (i === at.section ? { ...s, fields: s.fields.map((f, j) => (j === at.field ? clean({ ...f, ...patch }) : f)) } : s)),
  );
}

/** Drops what a field's type does not use, and empty bounds, so the saved definition carries only meaning. */
function clean(f: Field): Field {
  const out: Field = { key: f.key, type: f.type, label: f.label, required: f.required };
  if (f.type === 'number') {
    if (f.unit) out.unit = f.unit;
    if (f.min != null && Number.isFinite(f.min)) out.min = f.min;
    if (f.max != null && Number.isFinite(f.max)) out.max = f.max;
  }
  if ((f.type === 'single' || f.type === 'multiple') && f.options) out.options = f.options;
  if (f.type === 'text' && f.maxLength) out.maxLength = f.maxLength;
  return out;
}

export function addSection(d: Definition): Definition {
  return withSections(d, [...d.sections, { key: freeKey(d, 'section'), title: `分组${d.sections.length + 1}`, fields: [] }]);
}

export function renameSection(d: Definition, index: number, title: string): Definition {
  return withSections(
    d,
    d.sections.map((s, i) => (i === index ? { ...s, title } : s)),
  );
}

export function removeSection(d: Definition, index: number): Definition {
  return withSections(
    d,
    d.sections.filter((_, i) => i !== index),
  );
}

export function parsePayload(text: string): DragPayload | null {
  try {
    const p = JSON.parse(text) as DragPayload;
    return p.kind === 'new' || p.kind === 'move' ? p : null;
  } catch {
    return null;
  }
}

/** The definition as it is saved: choices trimmed, blank ones dropped (the options box keeps blank lines while typing). */
export function forSaving(d: Definition): Definition {
  return withSections(
    d,
    d.sections.map((s) => ({
      ...s,
      title: s.title.trim(),
      fields: s.fields.map((f) => ({ ...f, label: f.label.trim(), ...(f.options ? { options: f.options.map((o) => o.trim()).filter(Boolean) } : {}) })),
    })),
  );
}
