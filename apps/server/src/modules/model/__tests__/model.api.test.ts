import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, model, routes } from '@zhuyun/contracts';
import { DemoIds } from '../../../db/seed/demo.seed';
import { ModelDemo } from '../../../db/seed/model.seed';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { DEMO, signedIn, type ApiClient } from '../../../testing/binary-client';
import { codeOf, createTestApp, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';
import { GLTF, IFC, PNG, SCRIPT, tinyGlb } from './model-files';

const { ModelMsg } = model;

let t: TestApp;
let admin: ApiClient;
let other: ApiClient;
let unpermitted: ApiClient;

beforeAll(async () => {
  ({ t, admin, other, unpermitted } = await familyCallers());
});
afterAll(async () => t?.close());

const upload = (api: ApiClient, bytes: Uint8Array<ArrayBuffer>, name: string) => api.upload(routes.uploadModelFile, {}, new Blob([bytes]), name);

async function newModel(api: ApiClient, name: string): Promise<string> {
  return (await api.call(routes.saveModel, { model_name: name, remark: '测试模型' })).model_id;
}

async function addVersion(api: ApiClient, modelId: string, bytes: Uint8Array<ArrayBuffer>, name: string, note: string) {
  const { data: file } = await upload(api, bytes, name);
  return api.call(routes.saveModelVersion, { model_id: modelId, file_id: file.file_id, note });
}

describe('model library: versions', () => {
  it('uploads GLB, glTF and IFC files, each judged by its content', async () => {
    expect((await upload(admin, tinyGlb(), 'tower.glb')).data).toMatchObject({ file_name: 'tower.glb', model_format: 'glb', size_bytes: tinyGlb().length });
    expect((await upload(admin, IFC, '结构.IFC')).data).toMatchObject({ file_name: '结构.ifc', model_format: 'ifc' });
    // A name says nothing: a glTF document named .glb is stored as the glTF it is.
    expect((await upload(admin, GLTF, 'x.glb')).data).toMatchObject({ file_name: 'x.gltf', model_format: 'gltf' });
  });

  it('numbers versions 1, 2, 3, lists them newest first with the newest current, and the list shows the newest', async () => {
    const modelId = await newModel(admin, '一号楼模型');
    expect(await addVersion(admin, modelId, tinyGlb(), 'a.glb', '初版')).toMatchObject({ version_no: 1 });
    expect(await addVersion(admin, modelId, IFC, 'b.ifc', '结构调整')).toMatchObject({ version_no: 2 });
    expect(await addVersion(admin, modelId, tinyGlb(), 'c.glb', '终版')).toMatchObject({ version_no: 3 });
    const versions = await admin.call(routes.listModelVersions, { model_id: modelId });
    expect(versions.model_name).toBe('一号楼模型');
    expect(versions.total_count).toBe(3);
    expect(versions.list.map((v) => [v.version_no, v.note, v.is_current, v.model_format])).toEqual([
      [3, '终版', 1, 'glb'],
      [2, '结构调整', 0, 'ifc'],
      [1, '初版', 0, 'glb'],
    ]);
    expect(versions.list[2]?.uploader_name).toBeTruthy();
    // An older version stays readable through its own link.
    const older = await t.app.inject({ method: 'GET', url: versions.list[1]?.url as string });
    expect(older.statusCode).toBe(200);
    expect(older.body.startsWith('ISO-10303-21;')).toBe(true);
    const listed = (await admin.call(routes.listModels, { search: '一号楼模型' })).list[0];
    expect(listed).toMatchObject({ model_id: modelId, version_no: 3, model_format: 'glb', version_count: 3 });
  });

  it('keeps versions apart per model when saved at once', async () => {
    const modelId = await newModel(admin, '并发模型');
    const saved = await Promise.all([1, 2, 3].map((i) => addVersion(admin, modelId, tinyGlb(), `${i}.glb`, `并发${i}`)));
    expect(saved.map((s) => s.version_no).sort()).toEqual([1, 2, 3]);
  });

  it('updates the model itself and refuses a project of another unit', async () => {
    const modelId = await newModel(admin, '改名前');
    await admin.call(routes.updateModel, { model_id: modelId, model_name: '改名后', project_id: ProjectDemoIds.projects[0] });
    expect((await admin.call(routes.listModels, { search: '改名后' })).list[0]?.model_name).toBe('改名后');
    const otherModel = await newModel(other, '乙方模型');
    expect(await codeOf(admin.call(routes.updateModel, { model_id: otherModel, model_name: '改', project_id: null }))).toEqual({ code: ResultCode.NOT_FOUND, msg: ModelMsg.modelNotFound });
  });
});

describe('model library: demo data', () => {
  it('has the demo building on the first demo project with two versions whose files are readable', async () => {
    const listed = (await admin.call(routes.listModels, { project_id: ProjectDemoIds.projects[0] })).list.find((m) => m.model_id === ModelDemo.model);
    expect(listed).toMatchObject({ version_no: 2, version_count: 2, model_format: 'glb' });
    const versions = (await admin.call(routes.listModelVersions, { model_id: ModelDemo.model })).list;
    expect(versions.map((v) => [v.version_no, v.is_current])).toEqual([[2, 1], [1, 0]]);
    for (const v of versions) {
      const file = await t.app.inject({ method: 'GET', url: v.url });
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
      expect(file.rawPayload.length).toBe(v.size_bytes);
    }
  });

  it('has the demo IFC building (IFC4, made by scripts/models/make-demo-ifc.ts) with one readable version', async () => {
    const listed = (await admin.call(routes.listModels, { search: 'IFC' })).list.find((m) => m.model_id === ModelDemo.ifcModel);
    expect(listed).toMatchObject({ version_no: 1, version_count: 1, model_format: 'ifc' });
    const [version] = (await admin.call(routes.listModelVersions, { model_id: ModelDemo.ifcModel })).list;
    const file = await t.app.inject({ method: 'GET', url: version?.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('ISO-10303-21;')).toBe(true);
    expect(file.body).toContain("FILE_SCHEMA(('IFC4'));");
    expect(file.rawPayload.length).toBe(version?.size_bytes);
  });
});

describe('model library: refusals', () => {
  it('answers 10002 for another unit’s model, and 10001 for its file', async () => {
    const modelId = await newModel(admin, '甲方模型');
    const { data: file } = await upload(admin, tinyGlb(), 'a.glb');
    const notFound = { code: ResultCode.NOT_FOUND, msg: ModelMsg.modelNotFound };
    expect(await codeOf(other.call(routes.listModelVersions, { model_id: modelId }))).toEqual(notFound);
    expect(await codeOf(other.call(routes.saveModelVersion, { model_id: modelId, file_id: file.file_id }))).toEqual(notFound);
    const theirs = await newModel(other, '乙方模型2');
    expect(await codeOf(other.call(routes.saveModelVersion, { model_id: theirs, file_id: file.file_id }))).toEqual({ code: ResultCode.VALIDATION, msg: ModelMsg.fileInvalid });
    expect((await admin.call(routes.listModels, { search: '乙方模型' })).list).toEqual([]);
  });

  it('answers 10403 to a job without /modelManage for uploads and versions', async () => {
    const modelId = await newModel(admin, '权限模型');
    expect((await codeOf(unpermitted.upload(routes.uploadModelFile, {}, new Blob([tinyGlb()]), 'a.glb'))).code).toBe(ResultCode.FORBIDDEN);
    const { data: file } = await upload(admin, tinyGlb(), 'a.glb');
    expect((await codeOf(unpermitted.call(routes.saveModelVersion, { model_id: modelId, file_id: file.file_id }))).code).toBe(ResultCode.FORBIDDEN);
    expect((await codeOf(unpermitted.call(routes.saveModel, { model_name: '越权' }))).code).toBe(ResultCode.FORBIDDEN);
  });

  it('answers 10001 for bad ids, a missing name, and a file that is not a model', async () => {
    const invalid = (msg: string) => ({ code: ResultCode.VALIDATION, msg });
    expect(await codeOf(admin.call(routes.listModelVersions, { model_id: 'not-a-uuid' }))).toMatchObject({ code: ResultCode.VALIDATION });
    expect(await codeOf(admin.call(routes.saveModelVersion, { model_id: DemoIds.company, file_id: '' }))).toEqual(invalid(ModelMsg.fileIdRequired));
    expect(await codeOf(admin.call(routes.saveModel, { model_name: '  ' }))).toEqual(invalid(ModelMsg.modelNameRequired));
    expect(await codeOf(admin.call(routes.saveModel, { model_name: '坏项目', project_id: DemoIds.company }))).toEqual(invalid(ModelMsg.projectInvalid));
    for (const [bytes, name] of [[PNG, 'a.glb'], [SCRIPT, 'b.ifc'], [new Uint8Array(0), 'c.glb']] as const) {
      expect(await codeOf(upload(admin, bytes, name))).toEqual(invalid(ModelMsg.fileKindInvalid));
    }
  });
});

describe('model library: deployment settings', () => {
  let small: TestApp;
  let api: ApiClient;
  const KEY = 'model-client-key-for-tests';

  beforeAll(async () => {
    small = await createTestApp({ MODEL_UPLOAD_MAX_MB: '1', MODEL_CLIENT_KEY: KEY });
    api = await signedIn(small, DEMO);
  });
  afterAll(async () => small?.close());

  it('asks for the deployment’s client credential beside the session', async () => {
    const refused = { code: ResultCode.FORBIDDEN, msg: ModelMsg.clientKeyInvalid };
    expect(await codeOf(api.call(routes.listModels, {}))).toEqual(refused);
    expect(await codeOf(api.call(routes.listModels, {}, { headers: { [model.MODEL_CLIENT_HEADER]: 'wrong-key-wrong-key' } }))).toEqual(refused);
    const ok = await api.call(routes.listModels, {}, { headers: { [model.MODEL_CLIENT_HEADER]: KEY } });
    expect(ok.total_count).toBeGreaterThanOrEqual(0);
  });

  it('refuses a file over the cap (MODEL_UPLOAD_MAX_MB)', async () => {
    const headers = { [model.MODEL_CLIENT_HEADER]: KEY };
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(tinyGlb());
    expect(await codeOf(api.upload(routes.uploadModelFile, {}, new Blob([big]), 'big.glb', { headers }))).toEqual({ code: ResultCode.VALIDATION, msg: ModelMsg.fileTooLarge });
    const fine = await api.upload(routes.uploadModelFile, {}, new Blob([big.slice(0, 1024 * 1024)]), 'ok.glb', { headers });
    expect(fine.data.size_bytes).toBe(1024 * 1024);
  });
});
