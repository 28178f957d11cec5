import { deviceAssets } from '@zhuyun/contracts';

type CustomColumn = deviceAssets.CustomColumn;

const { DeviceMsg, columnMsg } = deviceAssets;
type Cell = string | number | boolean | null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * Checks one row of a custom table against the table's columns and answers it as stored: numbers as numbers (a
 * numeric string is accepted, as forms send them), dates as YYYY-MM-DD, yes/no as booleans, unknown columns refused.
 * Throws the first problem as the column's own message (`{title}应为数字` …).
 */
export function checkRow(columns: readonly CustomColumn[], values: Record<string, Cell>): Record<string, Cell> {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  for (const key of Object.keys(values)) if (!byKey.has(key)) throw new RowError(columnMsg(DeviceMsg.valueUnknownColumn, key));
  const out: Record<string, Cell> = {};
  for (const c of columns) {
    const raw = values[c.key];
    const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (blank) {
      if (c.required) throw new RowError(columnMsg(DeviceMsg.valueRequired, c.title));
      out[c.key] = null;
      continue;
    }
    out[c.key] = cellOf(c, raw as string | number | boolean);
  }
  return out;
}

function cellOf(c: CustomColumn, raw: string | number | boolean): Cell {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (c.type) {
    case 'number': {
      const n = typeof text === 'number' ? text : typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n)) throw new RowError(columnMsg(DeviceMsg.valueNotNumber, c.title));
      return n;
    }
    case 'date':
      if (typeof text !== 'string' || !isDay(text)) throw new RowError(columnMsg(DeviceMsg.valueNotDate, c.title));
      return text;
    case 'bool':
      if (typeof text === 'boolean') return text;
      if (text === '是' || text === 'true' || text === 1 || text === '1') return true;
      if (text === '否' || text === 'false' || text === 0 || text === '0') return false;
      throw new RowError(columnMsg(DeviceMsg.valueNotBool, c.title));
    case 'select':
      if (typeof text !== 'string' || !c.options.includes(text)) throw new RowError(columnMsg(DeviceMsg.valueNotOption, c.title));
      return text;
    default:
      if (typeof text !== 'string') return String(text);
      if (text.length > 500) throw new RowError(columnMsg(DeviceMsg.valueTooLong, c.title));
      return text;
  }
}

/** A row that does not fit its table: the message is the spec-style text the person sees (10001). */
export class RowError extends Error {}
