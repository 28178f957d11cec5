import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { car, routes } from '@zhuyun/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { carLastPoints, carPageRows, carTrackPoints, carTypes, cars } from '../../../db/schema';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO, otherCompany, signedIn, type ApiClient } from '../../../testing/binary-client';

const { CarMsg } = car;

// Cars at /api/v1/work/car (restful update/delete), car types, tracks and the GPS upload with a device key. Tenancy, permissions
// and bad input of the car calls are the generated suite's (platform/resource/__tests__/resources.api.test.ts).
describe('cars', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: Awaited<ReturnType<typeof otherCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await signedIn(t, DEMO);
    other = await otherCompany(t);
  });
  afterAll(async () => t?.close());

  it('creates, lists, updates and deletes cars', async () => {
    const types = await api.call(routes.getCarTypes, {});
    expect(types.list.map((x) => x.car_type_name)).toContain('平板运输车');
    const car_type = types.list[0]!.car_type;
    const { car_id } = await api.call(routes.createCar, { car_num: '浙a88888', car_type, leader: '王师傅', phone: '13911112222', gps_num: 'GPS-T-1' });
    const found = await api.call(routes.listCars, { search: '王师傅' });
    expect(found.list).toEqual([
      expect.objectContaining({ car_id, car_num: '浙A88888', car_type, car_type_name: types.list[0]!.car_type_name, gps_num: 'GPS-T-1', last_point: null }),
    ]);
    await api.call(routes.updateCar, { car_id, car_num: '浙A88889', leader: '赵师傅' });
    expect((await api.call(routes.listCars, { search: '浙A88889' })).list[0]).toMatchObject({ car_id, leader: '赵师傅', gps_num: null });
    const sorted = await api.call(routes.listCars, { sort_field: 'car_num', sort_order: 'ascend' });
    expect(sorted.list.map((c) => c.car_num)).toEqual([...sorted.list.map((c) => c.car_num)].sort());
    await api.call(routes.deleteCar, { car_id });
    expect(await codeOf(api.call(routes.deleteCar, { car_id }))).toEqual({ code: 10002, msg: CarMsg.carNotFound });
  });

  it('answers the company total with every page, kept in step with creates and deletes (and counted when filtered)', async () => {
    const totals = async () => {
      const all = await api.call(routes.listCars, { page: 1, page_size: 1 });
      const rows = await api.call(routes.listCars, { page_size: 1000 });
      return { total: all.total_count, rows: rows.list.length, theirs: (await other.api.call(routes.listCars, {})).total_count };
    };
    const before = await totals();
    expect(before.total).toBe(before.rows);
    const made = [];
    for (const car_num of ['浙C10001', '浙C10002', '浙C10003']) made.push((await api.call(routes.createCar, { car_num, leader: '计数' })).car_id);
    expect(await totals()).toEqual({ total: before.total + 3, rows: before.rows + 3, theirs: before.theirs });
    expect((await api.call(routes.listCars, { search: '计数', page_size: 2 })).total_count).toBe(3);
    await api.call(routes.deleteCar, { car_id: made[0]! });
    expect(await totals()).toEqual({ total: before.total + 2, rows: before.rows + 2, theirs: before.theirs });
    // The page is cut before the rows are joined: pages of 2 walk every car once, newest first.
    const walked = [];
    for (let page = 1; page <= Math.ceil((before.total + 2) / 2); page++) walked.push(...(await api.call(routes.listCars, { page, page_size: 2 })).list);
    expect(walked.map((c) => c.car_id)).toEqual((await api.call(routes.listCars, { page_size: 1000 })).list.map((c) => c.car_id));
    for (const car_id of made.slice(1)) await api.call(routes.deleteCar, { car_id });
  });

  it('answers the plain page (prepared once) as the same page asked for in its order explicitly, and a page past the end with the total', async () => {
    const car_type = (await api.call(routes.getCarTypes, {})).list[0]!.car_type;
    const made: string[] = [];
    for (const car_num of ['浙D10001', '浙D10002', '浙D10003']) made.push((await api.call(routes.createCar, { car_num, car_type, leader: '同页' })).car_id);
    const plain = await api.call(routes.listCars, { page: 1, page_size: 1000 });
    const explicit = await api.call(routes.listCars, { page: 1, page_size: 1000, sort_field: 'created_at', sort_order: 'descend' });
    expect(plain).toEqual(explicit);
    expect(plain.list.find((c) => c.car_id === made[0])).toMatchObject({ car_type, car_type_name: expect.any(String), key_state: 'none', key_since: null });
    const past = await api.call(routes.listCars, { page: 1_000, page_size: 20 });
    expect(past).toMatchObject({ list: [], total_count: plain.total_count, cur_page: 1_000 });
    // Another company's pages through the same prepared statement see only its own cars.
    const theirs = await other.api.call(routes.listCars, { page: 1, page_size: 1000 });
    expect(theirs.list.some((c) => made.includes(c.car_id))).toBe(false);
    expect(theirs.total_count).toBe(theirs.list.length);
    for (const car_id of made) await api.call(routes.deleteCar, { car_id });
  });

  it('pages the plain list as one range of the kept rows, page by page as the explicit order does, ties on created_at included (migration 0030)', async () => {
    const db = t.database.db;
    const made: string[] = [];
    for (const car_num of ['浙E10001', '浙E10002', '浙E10003', '浙E10004', '浙E10005']) made.push((await api.call(routes.createCar, { car_num })).car_id);
    // Three cars made at one instant (a batch's now()), their order then by id alone; the kept rows follow the update.
    await db.update(cars).set({ created_at: new Date('2026-01-02T03:04:05.678Z') }).where(sql`${cars.car_id} in (${sql.join(made.slice(1, 4).map((id) => sql`${id}::uuid`), sql`, `)})`);
    const kept = (await db.execute(sql`select count(*)::int as n from cars c join car_page_rows p on p.company_id = c.company_id and p.car_id = c.car_id
      where p.created_at is distinct from c.created_at`)) as unknown as { rows: { n: number }[] };
    expect(kept.rows[0]!.n).toBe(0);
    const { total_count } = await api.call(routes.listCars, { page: 1, page_size: 2 });
    for (let page = 1; page <= Math.ceil(total_count / 2) + 1; page++) {
      const plain = await api.call(routes.listCars, { page, page_size: 2 });
      const explicit = await api.call(routes.listCars, { page, page_size: 2, sort_field: 'created_at', sort_order: 'descend' });
      expect(plain).toEqual(explicit);
    }
    for (const car_id of made) await api.call(routes.deleteCar, { car_id });
  });

  it('checks the fields and the unique numbers', async () => {
    expect(await codeOf(api.call(routes.createCar, { car_num: '' }))).toEqual({ code: 10001, msg: CarMsg.carNumRequired });
    expect(await codeOf(api.call(routes.createCar, { car_num: 'ABC' }))).toEqual({ code: 10001, msg: CarMsg.carNumInvalid });
    expect(await codeOf(api.call(routes.createCar, { car_num: '浙A11111', phone: '123' }))).toEqual({ code: 10001, msg: CarMsg.phoneInvalid });
    expect(await codeOf(api.call(routes.createCar, { car_num: '浙A11111', car_type: '01900000-0000-7000-8000-00000000beef' }))).toEqual({
      code: 10001,
      msg: CarMsg.carTypeInvalid,
    });
    expect(await codeOf(api.call(routes.createCar, { car_num: '浙A12345' }))).toEqual({ code: 10003, msg: CarMsg.carNumExists });
    // A GPS number is unique within the company; another company's is not revealed (car-device-key.api.test.ts).
    expect(await codeOf(api.call(routes.createCar, { car_num: '浙B12345', gps_num: 'GPS-DEMO-0001' }))).toEqual({
      code: 10003,
      msg: CarMsg.gpsNumExists,
    });
    // The same plate in another company is that company's own car.
    expect(await other.api.call(routes.createCar, { car_num: '浙A12345' })).toMatchObject({ car_id: expect.any(String) });
  });

  it('takes GPS points from a device with its key, without a session, and answers the track', async () => {
    const { device_key } = await api.call(routes.rotateCarDeviceKey, { car_id: ProjectDemoIds.car });
    const at = (min: number) => new Date(Date.parse('2026-05-01T08:00:00Z') + min * 60_000).toISOString();
    const points = [0, 1, 2].map((m) => ({ lon: 120 + m / 100, lat: 30, recorded_at: at(m), speed: 40 }));
    const upload = async (body: unknown) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: routes.uploadCarTrack.path,
        headers: { 'content-type': 'application/json', device_key },
        payload: JSON.stringify(body),
      });
      const { code, msg, data } = answer.json() as { code: number; msg: string; data: unknown };
      return code === 0 ? data : { code, msg };
    };
    expect(await upload({ points })).toEqual({ accepted: 3 });
    // Repeated points are ignored.
    expect(await upload({ points: points.slice(0, 1) })).toEqual({ accepted: 0 });
    expect(await upload({ points: [] })).toEqual({ code: 10001, msg: CarMsg.pointsRequired });
    expect(await upload({ points: [{ ...points[0]!, lat: 100 }] })).toEqual({ code: 10001, msg: CarMsg.latInvalid });
    const track = await api.call(routes.getCarTrack, { car_id: ProjectDemoIds.car, start_time: at(0), end_time: at(5) });
    expect(track.list.map((p) => p.lon)).toEqual([120, 120.01, 120.02]);
    const listed = await api.call(routes.listCars, { search: 'GPS-DEMO' });
    expect(listed.list[0]?.last_point).toMatchObject({ lon: 120.02, lat: 30 });
    expect(await codeOf(other.api.call(routes.getCarTrack, { car_id: ProjectDemoIds.car }))).toEqual({ code: 10002, msg: CarMsg.carNotFound });
  });

  it('lists each car with its newest point: points arriving out of order keep it, deleted points give way to the newest left', async () => {
    const { car_id } = await api.call(routes.createCar, { car_num: '浙E10001', leader: '最新点' });
    const { device_key } = await api.call(routes.createCarDeviceKey, { car_id });
    const at = (min: number) => new Date(Date.parse('2026-05-02T08:00:00.123Z') + min * 60_000).toISOString();
    const point = (min: number) => ({ lon: 120 + min / 1000, lat: 30.5, recorded_at: at(min), speed: 30 });
    const upload = async (mins: number[]) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: routes.uploadCarTrack.path,
        headers: { 'content-type': 'application/json', device_key },
        payload: JSON.stringify({ points: mins.map(point) }),
      });
      expect(answer.json()).toMatchObject({ code: 0 });
    };
    const lastPoint = async () => (await api.call(routes.listCars, { page_size: 1000 })).list.find((c) => c.car_id === car_id)?.last_point;
    const kept = (min: number) => ({ lon: 120 + min / 1000, lat: 30.5, recorded_at: at(min) });
    await upload([10, 12]);
    expect(await lastPoint()).toEqual(kept(12));
    await upload([1]); // older, arriving late
    expect(await lastPoint()).toEqual(kept(12));
    await upload([5, 15, 9]); // a batch out of order
    expect(await lastPoint()).toEqual(kept(15));
    // The plain page and a filtered one (different SQL paths) agree.
    expect((await api.call(routes.listCars, { search: '最新点' })).list[0]?.last_point).toEqual(kept(15));
    // Deleting points (no route does today; the kept point must follow the table whatever writes it).
    const db = t.database.db;
    await db.delete(carTrackPoints).where(and(eq(carTrackPoints.car_id, car_id), eq(carTrackPoints.recorded_at, new Date(at(15)))));
    expect(await lastPoint()).toEqual(kept(12));
    await db.delete(carTrackPoints).where(and(eq(carTrackPoints.car_id, car_id), lt(carTrackPoints.recorded_at, new Date(at(12)))));
    expect(await lastPoint()).toEqual(kept(12));
    await db.update(carTrackPoints).set({ lon: 121 }).where(and(eq(carTrackPoints.car_id, car_id), eq(carTrackPoints.recorded_at, new Date(at(12)))));
    expect(await lastPoint()).toEqual({ ...kept(12), lon: 121 });
    await db.delete(carTrackPoints).where(eq(carTrackPoints.car_id, car_id));
    expect(await lastPoint()).toBeNull();
    await upload([3]);
    expect(await lastPoint()).toEqual(kept(3));
    // Every kept point is its car's newest (the seeded cars' too), and a deleted car leaves none behind.
    const newest = await db
      .selectDistinctOn([carTrackPoints.car_id], { car_id: carTrackPoints.car_id, recorded_at: carTrackPoints.recorded_at, lon: carTrackPoints.lon, lat: carTrackPoints.lat })
      .from(carTrackPoints)
      .orderBy(carTrackPoints.car_id, desc(carTrackPoints.recorded_at));
    const keptRows = await db.select({ car_id: carLastPoints.car_id, recorded_at: carLastPoints.recorded_at, lon: carLastPoints.lon, lat: carLastPoints.lat }).from(carLastPoints);
    expect(newest.length).toBeGreaterThan(1);
    expect(sortById(keptRows)).toEqual(sortById(newest));
    await api.call(routes.deleteCar, { car_id });
    expect(await db.select().from(carLastPoints).where(eq(carLastPoints.car_id, car_id))).toEqual([]);
  });

  it('keeps every car\'s page row as its tables make it, through writes to each of them (migration 0028)', async () => {
    const db = t.database.db;
    // Rows kept but stale, or missing (the page would write them there and then, which would hide a trigger's miss).
    const stale = async () =>
      ((await db.execute(sql`select c.car_num from cars c left join car_page_rows p on p.company_id = c.company_id and p.car_id = c.car_id
        where p.row is distinct from car_page_row(c.company_id, c.car_id)`)) as unknown as { rows: unknown[] }).rows;
    const [type] = (await api.call(routes.getCarTypes, {})).list;
    const { car_id } = await api.call(routes.createCar, { car_num: '浙A00028', car_type: type!.car_type, gps_num: 'GPS-0028' });
    expect(await stale()).toEqual([]);
    await db.update(carTypes).set({ car_type_name: '改名的车型' }).where(eq(carTypes.car_type, type!.car_type));
    expect((await api.call(routes.listCars, { search: '浙A00028' })).list[0]?.car_type_name).toBe('改名的车型');
    await api.call(routes.updateCar, { car_id, car_num: '浙A00029', leader: '改过' });
    expect((await api.call(routes.listCars, { search: '改过' })).list[0]?.car_num).toBe('浙A00029');
    await db.delete(carTypes).where(eq(carTypes.car_type, type!.car_type));
    expect((await api.call(routes.listCars, {})).list.find((c) => c.car_id === car_id)?.car_type_name).toBeNull();
    expect(await stale()).toEqual([]);
    expect(await db.select().from(carPageRows).where(eq(carPageRows.car_id, car_id))).toHaveLength(1);
    await api.call(routes.deleteCar, { car_id });
    expect(await db.select().from(carPageRows).where(eq(carPageRows.car_id, car_id))).toEqual([]);
  });

  it('keeps the rows as all-ASCII JSON that parses to the same text, whatever characters the fields hold (migration 0029)', async () => {
    const db = t.database.db;
    // Quotes, backslash, slash, control characters, DEL, each UTF-8 length's first and last character, a noncharacter,
    // the line separators JavaScript once refused in strings, surrogate pairs (emoji, U+10FFFF).
    const odd = '压"\\/\u0001\u001f\t\n\u007f\u0080é\u07ff\u0800中文\u2028\u2029\ufffe\uffff😀𝄞\u{10ffff}';
    for (const text of [odd, '', 'plain', '司机', '😀😀', '\\u4e2d']) {
      const result = (await db.execute(sql`select json_ascii(to_json(${text}::text)::text) as json`)) as unknown as { rows: { json: string }[] };
      const json = result.rows[0]!.json;
      expect(isAscii(json)).toBe(true);
      expect(JSON.parse(json)).toBe(text);
    }
    const seen: { body: string; headers: Record<string, unknown> }[] = [];
    const raw = await signedIn(t, DEMO, (answer) => seen.push(answer));
    const { car_id } = await api.call(routes.createCar, { car_num: '浙A00029', leader: '临时' });
    const [type] = (await api.call(routes.getCarTypes, {})).list;
    const leader = '司机"\\😀\u0001';
    await db.update(cars).set({ leader, remark: odd, car_type: type!.car_type }).where(eq(cars.car_id, car_id));
    await db.update(carTypes).set({ car_type_name: `${type!.car_type_name}😀"` }).where(eq(carTypes.car_type, type!.car_type));
    for (const input of [{ page_size: 1000 }, { search: '浙A00029' }]) {
      seen.length = 0;
      const listed = (await raw.call(routes.listCars, input)).list.find((c) => c.car_id === car_id);
      expect(listed).toMatchObject({ leader, remark: odd, car_type_name: `${type!.car_type_name}😀"` });
      // The answer's bytes: all ASCII, its length what the header says, declared UTF-8 (which ASCII is).
      const [answer] = seen;
      expect(isAscii(answer!.body)).toBe(true);
      expect(Number(answer!.headers['content-length'])).toBe(Buffer.byteLength(answer!.body));
      expect(answer!.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const nonAscii = (await db.execute(sql`select count(*)::int as n from car_page_rows where row ~ '[^\\u0001-\\u007f]'`)) as unknown as { rows: { n: number }[] };
    expect(nonAscii.rows[0]!.n).toBe(0);
    await db.update(carTypes).set({ car_type_name: type!.car_type_name }).where(eq(carTypes.car_type, type!.car_type));
    await api.call(routes.deleteCar, { car_id });
  });
});

/** Every UTF-16 unit below U+0080. */
const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);
const sortById = <T extends { car_id: string }>(rows: T[]) => [...rows].sort((a, b) => a.car_id.localeCompare(b.car_id));
