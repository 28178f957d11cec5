import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { component } from '@zhuyun/contracts';

const TYPES = ['预制叠合板', '预制墙板', '预制柱', '预制梁', '预制楼梯', '预制阳台', '预制空调板'];
const SORTS = ['水平构件', '竖向构件', '异形构件'];
const STEPS = ['待生产', '已生产', '已出厂', '已进场', '已安装'];

/** Writes an import file of `rows` components in the template's columns, streamed (constant memory). */
export async function generateImportFile(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: fs.createWriteStream(file), useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('构件');
  sheet.addRow(component.COMPONENT_SHEET_COLUMNS.map((c) => c.header)).commit();
  for (let i = 0; i < rows; i++) {
    const step = i % 5;
    const day = (d: number) => `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + d + (i % 20)).padStart(2, '0')}`;
    sheet
      .addRow([
        `BENCH-${String(i).padStart(6, '0')}`,
        TYPES[i % TYPES.length],
        SORTS[i % SORTS.length],
        String(1 + (i % 12)),
        String(1 + (i % 30)),
        1 + (i % 7) * 0.25,
        2 + (i % 9) * 0.5,
        '德清预制构件厂',
        STEPS[step],
        step >= 1 ? day(0) : null,
        step >= 2 ? day(2) : null,
        step >= 3 ? day(3) : null,
        step >= 4 ? day(5) : null,
        step >= 1 ? '合格' : null,
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
}
