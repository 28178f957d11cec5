/**
 * npm run seed:scale -- --companies 1000 --projects 10000 --components 1000000 [--seed 1] [--batch 20000]
 *
 * Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with the scale data set of
 * generate.ts, plus four viewer accounts for the big screen (scaleprovince, scalecity, scalebuilder, scaledesign; password SCALE_PASSWORD; user_no is letters and digits only). Rows travel as one JSON
 * parameter per statement (jsonb_array_elements), so a batch of 20,000 components is one round trip on either engine.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { seedDemo, DemoIds } from '../../apps/server/src/db/seed/demo.seed';
import { isStrongPassword } from '@zhuyun/contracts';
import { hashPassword } from '../../apps/server/src/platform/passwords';
import { generate, projectComponents, type ComponentRow, type ScaleCompany, type ScaleProject } from './generate';
import { inSystemScope } from '../../apps/server/src/db/scope';

const print = (line: string) => process.stdout.write(`${line}\n`);

export const SCALE_PASSWORD = 'Scale@2026zy!';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000' },
    projects: { type: 'string', default: '10000' },
    components: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string', default: '20000' },
  },
});

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

async function insertCompanies(db: Db, rows: ScaleCompany[]) {
  await db.execute(sql`insert into companies (company_id, company_name, company_type, platform_name, login_name, province_no, city_no,
      area_no, area_id, jd, wd, status)
    select (r->>0)::uuid, r->>1, (r->>2)::int2, r->>1, r->>1, r->>3, r->>4, r->>5, (r->>6)::int, (r->>7)::float8, (r->>8)::float8, 3
    from jsonb_array_elements(${json(rows.map((c) => [c.company_id, c.company_name, c.company_type, c.province_no, c.city_no, c.area_no, c.area_id, c.jd, c.wd]))}) r`);
}

async function insertProjects(db: Db, rows: ScaleProject[]) {
  const data = rows.map((p) => [
    p.company_id, p.project_id, p.project_code, p.project_name, p.province, p.province_no, p.city, p.city_no, p.area, p.area_no,
    p.area_id, p.lon, p.lat, p.building_area, p.building_type, p.status, p.start_date,
  ]);
  await db.execute(sql`insert into projects (company_id, project_id, project_code, project_name, province, province_no, city, city_no,
      area, area_no, area_id, lon, lat, building_area, building_type, status, start_date)
    select (r->>0)::uuid, (r->>1)::uuid, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, r->>9, (r->>10)::int, (r->>11)::float8,
      (r->>12)::float8, (r->>13)::float8, r->>14, (r->>15)::int2, (r->>16)::date
    from jsonb_array_elements(${json(data)}) r`);
  const units = rows.flatMap((p) => p.units.map(([unit, role]) => [p.company_id, p.project_id, unit, role]));
  await db.execute(sql`insert into project_units (company_id, project_id, unit_company_id, role)
    select (r->>0)::uuid, (r->>1)::uuid, (r->>2)::uuid, r->>3 from jsonb_array_elements(${json(units)}) r`);
}

async function insertComponents(db: Db, rows: ComponentRow[]) {
  await db.execute(sql`insert into components (company_id, component_id, project_id, cp_num, cp_type, build_no, floor_no,
      factory_company_id, progress, produce_date, out_date, scene_date, end_install_date, volume)
    select (r->>0)::uuid, (r->>1)::uuid, (r->>2)::uuid, r->>3, r->>4, r->>5, r->>6, (r->>7)::uuid, (r->>8)::int2, (r->>9)::date,
      (r->>10)::date, (r->>11)::date, (r->>12)::date, (r->>13)::float8
    from jsonb_array_elements(${json(rows)}) r`);
}

/** Four people to look at the screen with: a provincial and a city committee, a construction and a design unit. */
async function insertViewers(db: Db, companies: ScaleCompany[], projects: ScaleProject[]) {
  const count = (role: string) => {
    const n = new Map<string, number>();
    for (const p of projects) for (const [u, r] of p.units) if (r === role) n.set(u, (n.get(u) ?? 0) + 1);
    return n;
  };
  const busiest = (types: number[], role: string) => {
    const n = count(role);
    return companies.filter((c) => types.includes(c.company_type)).sort((a, b) => (n.get(b.company_id) ?? 0) - (n.get(a.company_id) ?? 0))[0];
  };
  const viewers = [
    ['scaleprovince', companies[0]],
    ['scalecity', companies[1]],
    ['scalebuilder', busiest([4], 'construction')],
    ['scaledesign', busiest([3], 'design')],
  ] as const;
  const hash = await hashPassword(SCALE_PASSWORD);
  const out: Record<string, string> = {};
  for (const [i, [userNo, company]] of viewers.entries()) {
    if (!company) continue;
    const userId = `01900000-0000-7000-8000-0000000090${String(i + 1).padStart(2, '0')}`;
    await db.execute(sql`insert into users (user_id, user_no, user_name, phone, password_hash, pwd_strong, default_company_id)
      values (${userId}, ${userNo}, ${company.company_name.slice(0, 12) + '观察员'}, ${`1990000000${i + 1}`}, ${hash},
        ${isStrongPassword(SCALE_PASSWORD)}, ${company.company_id}) on conflict do nothing`);
    await db.execute(sql`insert into company_members (company_id, user_id, status) values (${company.company_id}, ${userId}, 3)
      on conflict do nothing`);
    out[userNo] = `${company.company_name} (company_type ${company.company_type})`;
  }
  return out;
}

async function main() {
  const config = loadConfig();
  const options = {
    seed: Number(values.seed),
    companies: Number(values.companies),
    projects: Number(values.projects),
    components: Number(values.components),
  };
  const batch = Number(values.batch);
  const database = await openDatabase(config.database);
  const t0 = performance.now();
  const lap = (what: string) => print(`${what.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await database.migrate();
    if (config.seedDemo) await seedDemo(database.db);
    const db = database.db;
    const demo = (await db.execute(sql`select 1 from companies where company_id = ${DemoIds.company}`)) as unknown as { rows: unknown[] };
    const data = generate({ ...options, demoCompanyId: demo.rows.length ? DemoIds.company : null });
    const first = data.companies[0]?.company_id ?? '';
    const seen = (await db.execute(sql`select 1 from companies where company_id = ${first}`)) as unknown as { rows: unknown[] };
    if (seen.rows.length) {
      print(`This database already holds the scale data of seed ${options.seed}; nothing done.`);
      return;
    }
    print(`seed:scale on ${database.kind}: ${JSON.stringify(options)}`);
    await insertCompanies(db, data.companies);
    lap(`${data.companies.length} companies`);
    for (let i = 0; i < data.projects.length; i += 2_000) await insertProjects(db, data.projects.slice(i, i + 2_000));
    lap(`${data.projects.length} projects and units`);
    let rows: ComponentRow[] = [];
    let done = 0;
    for (const project of data.projects) {
      for (const row of projectComponents(data.rng, project, done + rows.length)) {
        rows.push(row);
        if (rows.length === batch) {
          await insertComponents(db, rows);
          done += rows.length;
          rows = [];
          if (done % (batch * 10) === 0) lap(`${done} components`);
        }
      }
    }
    if (rows.length) await insertComponents(db, rows);
    if (rows.length || done % (batch * 10) !== 0) lap(`${done + rows.length} components`);
    const viewers = await insertViewers(db, data.companies, data.projects);
    await database.ownerDb.execute(sql`analyze`); // the owner: the server's role owns no table
    lap('viewers and ANALYZE');
    print(`Viewer accounts (password ${SCALE_PASSWORD}):`);
    for (const [userNo, company] of Object.entries(viewers)) print(`  ${userNo.padEnd(15)} ${company}`);
  } finally {
    await database.close();
  }
}

// Every unit's rows: the system scope `seed-scale` (docs/decisions/024-row-level-security.md).
await inSystemScope('seed-scale', main);
