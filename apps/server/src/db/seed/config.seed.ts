import type { Db } from '../client';
import { codeTypes, codeValues } from '../schema';
import { DemoIds } from './demo-organisation';

/** Fixed ids keep the seed idempotent; the resource suite uses the first type as a home for its values. */
export const ConfigDemoIds = {
  materialGrade: '01900000-0000-7000-8000-000000020001',
  defectType: '01900000-0000-7000-8000-000000020002',
} as const;

const value = (n: number) => `01900000-0000-7000-8000-0000000201${String(n).padStart(2, '0')}`;

/** The demo unit's own code lists, so /configure has rows on a fresh start (its settings start at the defaults). */
export async function seedConfig(db: Db): Promise<void> {
  const company_id = DemoIds.company;
  await db
    .insert(codeTypes)
    .values([
      { code_type_id: ConfigDemoIds.materialGrade, company_id, code_type: 'material_grade', type_name: '混凝土强度等级', remark: '构件生产与检测使用' },
      { code_type_id: ConfigDemoIds.defectType, company_id, code_type: 'defect_type', type_name: '构件缺陷类型', remark: null },
    ])
    .onConflictDoNothing();
  const values = [
    [ConfigDemoIds.materialGrade, 'C30', 'C30', 1, 0],
    [ConfigDemoIds.materialGrade, 'C35', 'C35', 2, 0],
    [ConfigDemoIds.materialGrade, 'C40', 'C40', 3, 0],
    [ConfigDemoIds.materialGrade, 'C25', 'C25（停用）', 9, 1],
    [ConfigDemoIds.defectType, 'crack', '裂缝', 1, 0],
    [ConfigDemoIds.defectType, 'honeycomb', '蜂窝麻面', 2, 0],
    [ConfigDemoIds.defectType, 'size', '尺寸偏差', 3, 0],
  ] as const;
  await db
    .insert(codeValues)
    .values(values.map(([code_type_id, v, name, sort, disabled], i) => ({ code_value_id: value(i + 1), company_id, code_type_id, value: v, name, sort, disabled })))
    .onConflictDoNothing();
}
