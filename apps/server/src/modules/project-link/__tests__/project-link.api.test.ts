import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { familyCallers } from '../../../testing/callers';
import { codeOf, type TestApp } from '../../../testing/test-app';

const { ProjectLinkMsg } = project;
const [demoProject, westLake, binjiang] = ProjectDemoIds.projects;
const FUTURE_CITY = 'EXT-ZJ-2026-0101';
const config = { adapter: 'builtin' as const, system_name: '省建筑市场监管平台', base_url: 'https://jg.example.test/api', app_key: 'zy-demo', app_secret: 's3cret' };

// config, link_config, company_lib, link, project, sync: a project linked to an external system's project (issue 18).
describe('a project linked to an external system, and its sync', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  }, 240_000);
  afterAll(async () => t?.close());

  const sectionsOf = async (projectId: string) => (await api.call(routes.listConstructions, { project_id: projectId, is_page: 0 })).list;

  it('configures the unit\'s external system; the secret is kept and never answered', async () => {
    const saved = await api.call(routes.saveLinkConfig, config);
    expect(saved).toMatchObject({ adapter: 'builtin', system_name: '省建筑市场监管平台', app_key: 'zy-demo', has_secret: 1, enabled: 1 });
    expect(JSON.stringify(saved)).not.toContain('s3cret');
    // A blank secret keeps the stored one.
    expect(await api.call(routes.saveLinkConfig, { ...config, app_secret: '' })).toMatchObject({ has_secret: 1 });
    expect((await api.call(routes.getLinkConfig, {})).adapters.map((a) => a.adapter)).toEqual(['builtin']);
    expect(await codeOf(api.call(routes.saveLinkConfig, { ...config, adapter: 'ftp' } as never))).toEqual({ code: 10001, msg: ProjectLinkMsg.adapterInvalid });
    expect(await codeOf(api.call(routes.saveLinkConfig, { ...config, base_url: 'jg.example.test' }))).toEqual({ code: 10001, msg: ProjectLinkMsg.baseUrlInvalid });
    expect(await codeOf(api.call(routes.saveLinkConfig, { ...config, system_name: ' ' }))).toEqual({ code: 10001, msg: ProjectLinkMsg.systemNameRequired });
  });

  it('lists the external library with what is linked, links a project once, and unlinks it', async () => {
    const lib = await api.call(routes.getCompanyLib, { per_page: 2 });
    expect(lib).toMatchObject({ total_count: 4, page_size: 2 });
    expect((await api.call(routes.getCompanyLib, { search: '文教' })).list.map((p) => p.external_project_id)).toEqual(['EXT-ZJ-2026-0102']);

    const linked = await api.call(routes.linkProject, { project_id: demoProject, external_project_id: FUTURE_CITY });
    expect(linked).toMatchObject({ linked: 1, adapter: 'builtin', external_project_id: FUTURE_CITY, external_project_name: '未来科技城装配式住宅（监管平台）', last_sync: null });
    expect((await api.call(routes.getCompanyLib, { search: '科技城' })).list[0]).toMatchObject({ linked_project_id: demoProject, section_count: 3 });
    expect(await codeOf(api.call(routes.linkProject, { project_id: westLake, external_project_id: FUTURE_CITY }))).toEqual({
      code: 10003,
      msg: ProjectLinkMsg.externalTaken('杭州未来科技城装配式住宅项目'),
    });
    expect(await codeOf(api.call(routes.linkProject, { project_id: westLake, external_project_id: 'EXT-NONE' }))).toEqual({ code: 10002, msg: ProjectLinkMsg.externalNotFound });

    await api.call(routes.linkProject, { project_id: binjiang, external_project_id: 'EXT-ZJ-2026-0103' });
    const off = await api.call(routes.linkProject, { project_id: binjiang, external_project_id: '' });
    expect(off).toMatchObject({ linked: 0, external_project_id: null });
    expect(await api.call(routes.getProjectLink, { project_id: binjiang })).toMatchObject({ linked: 0 });
  });

  it('syncs the external sections into the project\'s sections idempotently, and counts what it did', async () => {
    const before = (await sectionsOf(demoProject)).length;
    const first = await api.call(routes.syncProjectLink, { project_id: demoProject });
    expect(first).toMatchObject({ added: 3, updated: 0, unchanged: 0, total: 3 });
    const synced = await sectionsOf(demoProject);
    expect(synced).toHaveLength(before + 3);
    const basement = synced.find((s) => s.construction_name === '地下室及车库')!;
    expect(basement).toMatchObject({ construction_range: '地下一层', progress: 70, start_date: '2026-03-15', remark: '由外部系统同步' });

    // Again: nothing new.
    expect(await api.call(routes.syncProjectLink, { project_id: demoProject })).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(await sectionsOf(demoProject)).toHaveLength(before + 3);

    // A section changed here is put back from the external system; one deleted here is added again.
    await api.call(routes.updateConstruction, { construction_id: basement.construction_id, project_id: demoProject, construction_name: '地下室', progress: 90 });
    const oneSection = synced.find((s) => s.construction_name === '一标段')!;
    await api.call(routes.deleteConstruction, { construction_id: oneSection.construction_id });
    const answer = await api.call(routes.syncProjectLink, { project_id: demoProject });
    expect(answer).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
    expect((await sectionsOf(demoProject)).find((s) => s.construction_id === basement.construction_id)).toMatchObject({ construction_name: '地下室及车库', progress: 70 });
    expect(await api.call(routes.getProjectLink, { project_id: demoProject })).toMatchObject({ last_sync: { added: 1, updated: 1, unchanged: 1 }, last_sync_at: expect.any(String) });

    // A project without a link, and a unit whose system is switched off.
    expect(await codeOf(api.call(routes.syncProjectLink, { project_id: binjiang }))).toEqual({ code: 10001, msg: ProjectLinkMsg.notLinked });
    await api.call(routes.saveLinkConfig, { ...config, enabled: 0 });
    expect(await codeOf(api.call(routes.syncProjectLink, { project_id: demoProject }))).toEqual({ code: 10001, msg: ProjectLinkMsg.notConfigured });
    expect(await codeOf(api.call(routes.getCompanyLib, {}))).toEqual({ code: 10001, msg: ProjectLinkMsg.notConfigured });
    await api.call(routes.saveLinkConfig, config);
  });

  it('keeps every call to its company (10002) and its writes to their objects (10403)', async () => {
    expect(await other.call(routes.getLinkConfig, {})).toMatchObject({ adapter: null, enabled: 0, has_secret: 0 });
    expect(await codeOf(other.call(routes.getCompanyLib, {}))).toEqual({ code: 10001, msg: ProjectLinkMsg.notConfigured });
    // One call at a time: calls started together would reject while the first is awaited, with no handler yet.
    for (const call of [
      () => other.call(routes.getProjectLink, { project_id: demoProject }),
      () => other.call(routes.syncProjectLink, { project_id: demoProject }),
      () => other.call(routes.linkProject, { project_id: demoProject, external_project_id: FUTURE_CITY }),
    ]) {
      expect(await codeOf(call())).toEqual({ code: 10002, msg: ProjectLinkMsg.projectNotFound });
    }
    expect((await codeOf(unpermitted.call(routes.saveLinkConfig, config))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.linkProject, { project_id: westLake, external_project_id: 'EXT-ZJ-2026-0102' }))).code).toBe(10403);
    expect((await codeOf(unpermitted.call(routes.syncProjectLink, { project_id: demoProject }))).code).toBe(10403);
    // Reading is any member's.
    expect((await unpermitted.call(routes.getProjectLink, { project_id: demoProject })).linked).toBe(1);
    expect((await codeOf(api.call(routes.getProjectLink, { project_id: 'x' }))).code).toBe(10001);
    expect((await codeOf(api.call(routes.linkProject, { project_id: demoProject, external_project_id: 'x'.repeat(65) }))).code).toBe(10001);
  });
});
