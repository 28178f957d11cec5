import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Global: the administrative regions of spec-2 §3 (province, city, district), from NBS 2023 data. */
export const regions = pgTable(
  'regions',
  {
    area_id: integer('area_id').primaryKey(),
    code: text('code').notNull(),
    p_code: text('p_code').notNull(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 district. */
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_p_code_idx').on(t.p_code, t.area_id)],
);

/** Global: standard code lists (companyType, businessType, component_type …) as name/value pairs. */
export const codeLists = pgTable(
  'code_lists',
  {
    code_type: text('code_type').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code_type, t.value] })],
);
