import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, audit, routes } from '@zhuyun/contracts';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { addMember, createCompany, createUser, type TestUser } from '../../../testing/fixtures';

// My sessions and End a session (issue 15 build 4): where a person is signed in, and ending one or all others.
describe('my sessions', () => {
  let t: TestApp;
  let person: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    person = await createUser(db, { user_name: '多端用户' });
    await addMember(db, await createCompany(db, { company_name: '会话测试单位' }), person.user_id);
  });
  afterAll(async () => t?.close());

  it('lists live sessions with device, IP and times, the current one marked', async () => {
    const laptop = t.client({ ip: '10.0.0.7' });
    const phone = t.client({ ip: '10.0.0.8' });
    await laptop.loginAs(person.user_no, person.password);
    await phone.loginAs(person.user_no, person.password);
    const { list } = await laptop.api.call(routes.getMySessions, {});
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ ip: '10.0.0.7', platform: 'web' });
    expect(list.find((s) => !s.current)).toMatchObject({ ip: '10.0.0.8' });
    expect(list[0]!.device).toBeTruthy();
    expect(Date.parse(list[0]!.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(list[0]!.created_at));
  });

  it('ends one session: its next call answers 10204; an unknown or foreign one answers 10002', async () => {
    const keep = t.client();
    const lose = t.client();
    await keep.loginAs(person.user_no, person.password);
    await lose.loginAs(person.user_no, person.password);
    const mine = (await lose.api.call(routes.getMySessions, {})).list.find((s) => s.current)!;
    expect(await keep.api.call(routes.endSession, { session_id: mine.session_id })).toEqual({ ended: 1 });
    expect((await codeOf(lose.api.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    expect(await codeOf(keep.api.call(routes.endSession, { session_id: mine.session_id }))).toEqual({ code: ResultCode.NOT_FOUND, msg: audit.AuditMsg.sessionNotFound });

    const stranger = t.client();
    const other = await createUser(t.database.db);
    await stranger.loginAs(other.user_no, other.password);
    const theirs = (await stranger.api.call(routes.getMySessions, {})).list[0]!;
    expect((await codeOf(keep.api.call(routes.endSession, { session_id: theirs.session_id }))).code).toBe(ResultCode.NOT_FOUND);
    expect((await stranger.api.call(routes.getUserInfo, {})).user_id).toBe(other.user_id);
  });

  it('ends all others and keeps the current one', async () => {
    const clients = [t.client(), t.client(), t.client()];
    for (const c of clients) await c.loginAs(person.user_no, person.password);
    const [current, ...others] = clients;
    const { ended } = await current!.api.call(routes.endSession, { others: true });
    expect(ended).toBeGreaterThanOrEqual(2);
    for (const c of others) expect((await codeOf(c.api.call(routes.getUserInfo, {}))).code).toBe(ResultCode.SESSION_ENDED);
    expect((await current!.api.call(routes.getMySessions, {})).list).toEqual([expect.objectContaining({ current: true })]);
  });

  it('wants one target: a session id or others', async () => {
    const c = t.client();
    await c.loginAs(person.user_no, person.password);
    expect(await codeOf(c.api.call(routes.endSession, {}))).toEqual({ code: ResultCode.VALIDATION, msg: audit.AuditMsg.endTargetRequired });
    expect((await codeOf(c.api.call(routes.endSession, { session_id: 'nope' }))).code).toBe(ResultCode.VALIDATION);
  });
});
