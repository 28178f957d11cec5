import { toCsv, type ResourceColumn } from '@zhuyun/ui';
import { check, type ResponseOf } from '@zhuyun/contracts';

type Detail = ResponseOf<typeof check.getCustomReportDetail>;
type Row = Detail['list'][number];
type Load = (page: number, pageSize: number) => Promise<Detail>;

const EXPORT_PAGE = 500;
export const REPORT_EXPORT_MAX = 10_000;

/**
 * A report's every record as CSV, with exactly the columns the report form chose, in its order (the server answers
 * them so), between the record number and the verdict, filler and time. Refuses beyond REPORT_EXPORT_MAX rather
 * than hand over a cut list.
 */
export async function exportReport(load: Load, time: (v: unknown) => string): Promise<{ csv: string; name: string } | 'too-many'> {
  const rows: Row[] = [];
  let answer: Detail;
  for (let page = 1; ; page++) {
    answer = await load(page, EXPORT_PAGE);
    if (answer.total_count > REPORT_EXPORT_MAX) return 'too-many';
    rows.push(...answer.list);
    if (answer.list.length < EXPORT_PAGE || rows.length >= answer.total_count) break;
  }
  const { columns, report } = answer;
  const name = report.report_name;
  const table: ResourceColumn<Row>[] = [
    { key: 'record_no', title: '记录编号' },
    ...columns.map((c): ResourceColumn<Row> => ({ key: `value:${c.key}`, title: c.label, exportValue: (r) => r.values[c.key] ?? '' })),
    { key: 'result', title: '结论', exportValue: (r) => check.CHECK_RESULT_NAMES[r.result] },
    { key: 'filled_name', title: '填写人' },
    { key: 'created_at', title: '填写时间', exportValue: (r) => time(r.created_at) },
  ];
  return { csv: toCsv(table, rows), name };
}
