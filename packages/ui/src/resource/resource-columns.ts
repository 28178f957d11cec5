import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';

export interface FieldOption {
  value: string | number;
  label: ReactNode;
}

/** A filter of the search form: a text input, a select, a day (sent as YYYY-MM-DD), or a row of choices that filters at once. */
export interface SearchSpec {
  kind: 'input' | 'select' | 'date' | 'segmented';
  /** The filter's value when the page opens and after 重置 (待审核 first). */
  initial?: string | number;
  /** The query parameter; the column's key when omitted (a 车牌号 column may search through `search`). */
  name?: string;
  placeholder?: string;
  options?: FieldOption[];
  width?: number;
}

/** A field of the create/edit dialog. */
export interface FormSpec {
  kind: 'input' | 'textarea' | 'select' | 'number' | 'date';
  /** The request field; the column's key when omitted. */
  name?: string;
  /** true, or the spec's own message for an empty value. */
  required?: boolean | string;
  /** The contract's maximum length: the input stops there and the rule says so. */
  max?: number;
  /** The spec's message for a value over `max`. */
  maxMessage?: string;
  rules?: Rule[];
  options?: FieldOption[];
  /** A select that takes several values (an array). */
  multiple?: boolean;
  placeholder?: string;
  /** Shown only when creating (an id card fixed once registered …) or only when editing. */
  only?: 'create' | 'edit';
  min?: number;
  precision?: number;
  /** The field's label when it differs from the column title (容量（构件数）). */
  label?: string;
  /** Cleans what is typed before it is kept (a phone's digits only …). */
  normalize?: (value: string) => string;
}

/**
 * One field of a resource, described once: the table column, its filter in the search form, its field in the dialog and
 * its cell in the export all come from this (the ant-design-pro `columns` idea, without ProComponents).
 */
export interface ResourceColumn<Row> {
  /** The row field (dataIndex), and the sort field and form field unless said otherwise. */
  key: string;
  title: string;
  render?: (value: unknown, row: Row) => ReactNode;
  /** true sorts by `key`; a string sorts by that field instead. */
  sortable?: boolean | string;
  width?: number;
  /** Not a column of the table (a filter or form field only). */
  hideInTable?: boolean;
  search?: SearchSpec;
  form?: FormSpec;
  /** The cell of the export; `render` when it gives text, else the raw value. false leaves the column out. */
  exportValue?: ((row: Row) => string | number | null | undefined) | false;
}

export const fieldName = <Row>(column: ResourceColumn<Row>, spec: { name?: string } | undefined): string => spec?.name ?? column.key;
export const valueOf = <Row>(row: Row, key: string): unknown => (row as Record<string, unknown>)[key];
