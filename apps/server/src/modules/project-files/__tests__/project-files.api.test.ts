import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceMsg, projectFiles, routes } from '@zhuyun/contracts';
import { ProjectDemoIds } from '../../../db/seed/project.seed';
import { ProjectFileDemo } from '../../../db/seed/project-files.seed';
import type { ApiClient } from '../../../testing/binary-client';
import { codeOf, type TestApp } from '../../../testing/test-app';
import { familyCallers } from '../../../testing/callers';

const { ProjectFileMsg } = projectFiles;
const projectId = ProjectFileDemo.project;
const PNG = (n: number) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, n, n, n]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

// Project files (issue 18): get_project_dir, get_project_doc_file, get_project_doc_file_sign, dir_tree_by_project_ids.
describe('project files', () => {
  let t: TestApp;
  let api: ApiClient;
  let other: ApiClient;
  let unpermitted: ApiClient;
  const upload = (as: ApiClient, dir_id: string, bytes: Uint8Array<ArrayBuffer>, name: string) =>
    as.upload(routes.uploadProjectDocFile, { dir_id }, new Blob([bytes]), name);
  const mkdir = async (dir_name: string, parent_id?: string, project_id: string = projectId) =>
    (await api.call(routes.createProjectDir, { project_id, parent_id, dir_name })).dir_id;

  beforeAll(async () => {
    ({ t, admin: api, other, unpermitted } = await familyCallers());
  });
  afterAll(async () => t?.close());

  it('shows the demo project\'s tree with its files counted, and the trees of several projects at once', async () => {
    const { tree, project_name } = await api.call(routes.getProjectDirTree, { project_id: projectId });
    expect(project_name).toBe('杭州未来科技城装配式住宅项目');
    expect(tree.map((n) => n.dir_name)).toEqual(['设计图纸', '施工方案', '验收资料']);
    expect(tree[0]).toMatchObject({ file_count: 0, total_file_count: 2 });
    expect(tree[0]!.children.map((n) => [n.dir_name, n.file_count])).toEqual([['建筑', 1], ['结构', 1]]);
    const both = await api.call(routes.dirTreeByProjectIds, { project_ids: `${projectId},${ProjectDemoIds.projects[1]}` });
    expect(both.list.map((p) => [p.project_id, p.tree.length])).toEqual([[projectId, 3], [ProjectDemoIds.projects[1], 0]]);
  });

  it('creates, renames, moves and deletes directories, and refuses a delete while files are inside', async () => {
    const top = await mkdir('竣工资料');
    const child = await mkdir('竣工图', top);
    const grandchild = await mkdir('电气', child);
    expect(await codeOf(api.call(routes.createProjectDir, { project_id: projectId, parent_id: top, dir_name: '竣工图' }))).toEqual({ code: 10003, msg: ProjectFileMsg.dirNameTaken });
    expect(await codeOf(api.call(routes.createProjectDir, { project_id: projectId, dir_name: '设计图纸' }))).toEqual({ code: 10003, msg: ProjectFileMsg.dirNameTaken });
    await api.call(routes.updateProjectDir, { dir_id: child, project_id: projectId, parent_id: top, dir_name: '竣工图纸', sort_no: 2 });
    expect(await codeOf(api.call(routes.updateProjectDir, { dir_id: top, project_id: projectId, parent_id: grandchild, dir_name: '竣工资料' }))).toEqual({ code: 10001, msg: ProjectFileMsg.dirMoveIntoSelf });
    expect(await codeOf(api.call(routes.updateProjectDir, { dir_id: top, project_id: projectId, parent_id: top, dir_name: '竣工资料' }))).toEqual({ code: 10001, msg: ProjectFileMsg.dirMoveIntoSelf });
    expect(await codeOf(api.call(routes.updateProjectDir, { dir_id: top, project_id: ProjectDemoIds.projects[1], dir_name: '竣工资料' }))).toEqual({ code: 10001, msg: ProjectFileMsg.dirProjectFixed });
    const elsewhere = await mkdir('别的项目目录', undefined, ProjectDemoIds.projects[1]);
    expect(await codeOf(api.call(routes.createProjectDir, { project_id: projectId, parent_id: elsewhere, dir_name: 'x' }))).toEqual({ code: 10001, msg: ProjectFileMsg.dirParentInvalid });
    // Move 电气 to the top level: the tree shows it there.
    await api.call(routes.updateProjectDir, { dir_id: grandchild, project_id: projectId, parent_id: null, dir_name: '电气竣工图' });
    const { tree } = await api.call(routes.getProjectDirTree, { project_id: projectId });
    expect(tree.map((n) => n.dir_name)).toContain('电气竣工图');
    expect(tree.find((n) => n.dir_id === top)!.children.map((n) => n.dir_name)).toEqual(['竣工图纸']);

    await upload(api, child, PNG(1), '竣工照片.png');
    expect(await codeOf(api.call(routes.deleteProjectDir, { dir_id: top }))).toEqual({ code: 10003, msg: ProjectFileMsg.dirHasFiles });
    expect(await codeOf(api.call(routes.deleteProjectDir, { dir_id: child }))).toEqual({ code: 10003, msg: ProjectFileMsg.dirHasFiles });
    const [file] = (await api.call(routes.listProjectDocFiles, { dir_id: child })).list;
    await api.call(routes.deleteProjectDocFile, { doc_file_id: file!.doc_file_id });
    await api.call(routes.deleteProjectDir, { dir_id: top });
    const after = await api.call(routes.listProjectDirs, { project_id: projectId, is_page: 0 });
    expect(after.list.map((d) => d.dir_id)).not.toContain(child);
    expect(after.list.map((d) => d.dir_id)).toContain(grandchild);
  });

  it('uploads a file, makes a same-named upload its next version, and serves every version', async () => {
    const dir = await mkdir('版本测试');
    const first = await upload(api, dir, PNG(1), '现场.PNG');
    expect(first.data).toMatchObject({ file_name: '现场.png', version_no: 1, mime: 'image/png', size_bytes: 19 });
    const second = await upload(api, dir, PNG(2), '现场.png');
    expect(second.data).toMatchObject({ doc_file_id: first.data.doc_file_id, version_no: 2 });
    const { list } = await api.call(routes.listProjectDocFiles, { dir_id: dir });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ file_name: '现场.png', version_no: 2, version_count: 2, dir_name: '版本测试', uploader_name: expect.any(String) });
    const versions = (await api.call(routes.listProjectDocFileVersions, { doc_file_id: first.data.doc_file_id })).list;
    expect(versions.map((v) => [v.version_no, v.is_current])).toEqual([[2, true], [1, false]]);

    const current = await api.download(routes.downloadProjectDocFile, { doc_file_id: first.data.doc_file_id });
    expect(await bytesOf(current.blob)).toEqual(PNG(2));
    expect(current.filename).toBe('现场.png');
    const older = await api.download(routes.downloadProjectDocFile, { doc_file_id: first.data.doc_file_id, version_id: first.data.version_id });
    expect(await bytesOf(older.blob)).toEqual(PNG(1));

    const preview = await api.call(routes.previewProjectDocFile, { doc_file_id: first.data.doc_file_id });
    expect(preview.preview_kind).toBe('image');
    const served = await t.app.inject({ method: 'GET', url: preview.url });
    expect(Uint8Array.from(served.rawPayload)).toEqual(PNG(2));
    const pdf = await upload(api, dir, PDF, '方案.pdf');
    expect((await api.call(routes.previewProjectDocFile, { doc_file_id: pdf.data.doc_file_id })).preview_kind).toBe('pdf');
    const docx = await upload(api, dir, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]), '说明.docx');
    expect(docx.data.file_name).toBe('说明.docx');
    expect((await api.call(routes.previewProjectDocFile, { doc_file_id: docx.data.doc_file_id })).preview_kind).toBe('none');
  });

  it('refuses a file by its content (an executable, a web page), storing nothing', async () => {
    const dir = await mkdir('拒收测试');
    expect(await codeOf(upload(api, dir, ELF, '照片.png'))).toEqual({ code: 10001, msg: ProjectFileMsg.fileKindInvalid });
    expect(await codeOf(upload(api, dir, new TextEncoder().encode('<script>alert(1)</script>'), 'a.html'))).toEqual({ code: 10001, msg: ProjectFileMsg.fileKindInvalid });
    expect((await api.call(routes.listProjectDocFiles, { dir_id: dir })).total_count).toBe(0);
  });

  it('renames and moves a file within its project only, never onto a name the target holds', async () => {
    const a = await mkdir('移动源');
    const b = await mkdir('移动目标');
    const { data } = await upload(api, a, PNG(3), '平面.png');
    await upload(api, b, PNG(4), '同名.png');
    await api.call(routes.updateProjectDocFile, { doc_file_id: data.doc_file_id, dir_id: b, file_name: '平面（改）.png', remark: '已移动' });
    expect((await api.call(routes.listProjectDocFiles, { dir_id: b, sort_field: 'file_name', sort_order: 'asc' })).list.map((f) => f.file_name)).toEqual(['同名.png', '平面（改）.png']);
    expect(await codeOf(api.call(routes.updateProjectDocFile, { doc_file_id: data.doc_file_id, dir_id: b, file_name: '同名.png' }))).toEqual({ code: 10003, msg: ProjectFileMsg.fileNameTaken });
    const elsewhere = await mkdir('另一项目', undefined, ProjectDemoIds.projects[1]);
    expect(await codeOf(api.call(routes.updateProjectDocFile, { doc_file_id: data.doc_file_id, dir_id: elsewhere, file_name: 'x.png' }))).toEqual({ code: 10001, msg: ProjectFileMsg.targetDirInvalid });
    expect(await codeOf(api.call(routes.updateProjectDocFile, { doc_file_id: data.doc_file_id, dir_id: b, file_name: 'a/b.png' }))).toEqual({ code: 10001, msg: ProjectFileMsg.fileNameInvalid });
  });

  it('tags files, filters by a tag, and tells a person the tags they use', async () => {
    const { sign_id } = await api.call(routes.createProjectDocSign, { sign_name: '需整改', sign_color: '#FF0000' });
    expect(await codeOf(api.call(routes.createProjectDocSign, { sign_name: '需整改' }))).toEqual({ code: 10003, msg: ProjectFileMsg.signNameTaken });
    const fileId = ProjectFileDemo.file('塔吊安装专项方案.pdf');
    await api.call(routes.setProjectDocFileSigns, { doc_file_id: fileId, sign_ids: [sign_id, ProjectFileDemo.sign('重要')] });
    const tagged = await api.call(routes.listProjectDocFiles, { project_id: projectId, sign_id });
    expect(tagged.list.map((f) => f.doc_file_id)).toEqual([fileId]);
    expect(tagged.list[0]!.signs.map((s) => s.sign_name).sort()).toEqual(['重要', '需整改'].sort());
    expect(tagged.list[0]!.signs.find((s) => s.sign_id === sign_id)?.sign_color).toBe('#ff0000');
    const mine = (await api.call(routes.getUserDocSigns, {})).list;
    expect(mine[0]).toMatchObject({ sign_name: '重要', use_count: 3 });
    expect(mine.map((s) => s.sign_name)).toContain('需整改');
    expect((await api.call(routes.listProjectDocSigns, { search: '需整改' })).list[0]).toMatchObject({ file_count: 1 });
    await api.call(routes.setProjectDocFileSigns, { doc_file_id: fileId, sign_ids: [] });
    expect((await api.call(routes.listProjectDocFiles, { sign_id })).total_count).toBe(0);
    expect(await codeOf(api.call(routes.setProjectDocFileSigns, { doc_file_id: fileId, sign_ids: ['01900000-0000-7000-8000-00000000dead'] }))).toEqual({ code: 10001, msg: ProjectFileMsg.signUnknown });
    const eleven = Array.from({ length: 11 }, () => sign_id);
    expect(await codeOf(api.call(routes.setProjectDocFileSigns, { doc_file_id: fileId, sign_ids: eleven }))).toEqual({ code: 10001, msg: ProjectFileMsg.signsTooMany });
  });

  it('keeps another company out: every demo project, directory, file and tag is 10002', async () => {
    const dir = ProjectFileDemo.dir('建筑');
    const file = ProjectFileDemo.file('A-101 一层平面图.pdf');
    const missing = (msg: string) => ({ code: 10002, msg });
    expect(await codeOf(other.call(routes.getProjectDirTree, { project_id: projectId }))).toEqual(missing(ProjectFileMsg.projectNotFound));
    expect(await codeOf(other.call(routes.dirTreeByProjectIds, { project_ids: projectId }))).toEqual(missing(ProjectFileMsg.projectNotFound));
    expect(await codeOf(other.call(routes.createProjectDir, { project_id: projectId, dir_name: 'x' }))).toEqual(missing(ProjectFileMsg.projectNotFound));
    expect(await codeOf(other.call(routes.updateProjectDir, { dir_id: dir, project_id: projectId, dir_name: 'x' }))).toEqual(missing(ProjectFileMsg.dirNotFound));
    expect(await codeOf(other.call(routes.deleteProjectDir, { dir_id: dir }))).toEqual(missing(ProjectFileMsg.dirNotFound));
    expect(await codeOf(upload(other, dir, PNG(5), 'x.png'))).toEqual(missing(ProjectFileMsg.dirNotFound));
    expect((await other.call(routes.listProjectDocFiles, { project_id: projectId })).total_count).toBe(0);
    expect((await other.call(routes.listProjectDocSigns, {})).total_count).toBe(0);
    expect(await codeOf(other.download(routes.downloadProjectDocFile, { doc_file_id: file }))).toEqual(missing(ProjectFileMsg.docFileNotFound));
    expect(await codeOf(other.call(routes.previewProjectDocFile, { doc_file_id: file }))).toEqual(missing(ProjectFileMsg.docFileNotFound));
    expect(await codeOf(other.call(routes.listProjectDocFileVersions, { doc_file_id: file }))).toEqual(missing(ProjectFileMsg.docFileNotFound));
    expect(await codeOf(other.call(routes.updateProjectDocFile, { doc_file_id: file, dir_id: dir, file_name: 'x.pdf' }))).toEqual(missing(ProjectFileMsg.docFileNotFound));
    expect(await codeOf(other.call(routes.setProjectDocFileSigns, { doc_file_id: file, sign_ids: [] }))).toEqual(missing(ProjectFileMsg.docFileNotFound));
    expect(await codeOf(other.call(routes.deleteProjectDocSign, { sign_id: ProjectFileDemo.sign('重要') }))).toEqual(missing(ProjectFileMsg.signNotFound));
  });

  it('refuses every change to a job without /projectFile (10403), while it may read', async () => {
    const dir = ProjectFileDemo.dir('建筑');
    const file = ProjectFileDemo.file('A-101 一层平面图.pdf');
    for (const attempt of [
      () => unpermitted.call(routes.createProjectDir, { project_id: projectId, dir_name: 'x' }),
      () => unpermitted.call(routes.deleteProjectDir, { dir_id: dir }),
      () => upload(unpermitted, dir, PNG(6), 'x.png'),
      () => unpermitted.call(routes.updateProjectDocFile, { doc_file_id: file, dir_id: dir, file_name: 'x.pdf' }),
      () => unpermitted.call(routes.deleteProjectDocFile, { doc_file_id: file }),
      () => unpermitted.call(routes.setProjectDocFileSigns, { doc_file_id: file, sign_ids: [] }),
      () => unpermitted.call(routes.createProjectDocSign, { sign_name: 'x' }),
    ]) {
      expect((await codeOf(attempt())).code).toBe(10403);
    }
    expect((await unpermitted.call(routes.listProjectDocFiles, { dir_id: dir })).list.map((f) => f.file_name)).toEqual(['A-101 一层平面图.pdf']);
    const demo = await unpermitted.download(routes.downloadProjectDocFile, { doc_file_id: file });
    expect(new TextDecoder().decode((await bytesOf(demo.blob)).slice(0, 5))).toBe('%PDF-');
  });

  it('answers 10001 with the rule\'s message and changes nothing', async () => {
    const bad = async (attempt: Promise<unknown>, msg: string) => expect(await codeOf(attempt)).toEqual({ code: 10001, msg });
    await bad(api.call(routes.createProjectDir, { project_id: projectId, dir_name: '  ' }), ProjectFileMsg.dirNameRequired);
    await bad(api.call(routes.createProjectDir, { project_id: projectId, dir_name: 'a/b' }), ProjectFileMsg.dirNameInvalid);
    await bad(api.call(routes.createProjectDir, { project_id: '', dir_name: 'a' }), ProjectFileMsg.projectIdRequired);
    await bad(api.call(routes.createProjectDir, { project_id: projectId, dir_name: 'a', sort_no: -1 }), ProjectFileMsg.sortInvalid);
    await bad(api.call(routes.dirTreeByProjectIds, { project_ids: 'x,y' }), ProjectFileMsg.projectIdInvalid);
    await bad(api.call(routes.dirTreeByProjectIds, { project_ids: ' , ' }), ProjectFileMsg.projectIdsRequired);
    await bad(api.call(routes.createProjectDocSign, { sign_name: '颜色', sign_color: 'red' }), ProjectFileMsg.signColorInvalid);
    await bad(api.call(routes.createProjectDocSign, { sign_name: '' }), ProjectFileMsg.signNameRequired);
    await bad(api.call(routes.updateProjectDocFile, { doc_file_id: ProjectFileDemo.file('S-201 基础平面布置图.pdf'), dir_id: ProjectFileDemo.dir('结构'), file_name: ' ' }), ProjectFileMsg.fileNameRequired);
    await bad(upload(api, 'not-a-dir', PNG(7), 'x.png'), ResourceMsg.idInvalid);
    const { tree } = await api.call(routes.getProjectDirTree, { project_id: projectId });
    expect(tree.map((n) => n.dir_name)).not.toContain('a');
  });

  it('deepens the tree at most ten levels', async () => {
    let parent: string | undefined;
    for (let level = 1; level <= 10; level++) parent = await mkdir(`第${level}层`, parent);
    expect(await codeOf(api.call(routes.createProjectDir, { project_id: projectId, parent_id: parent, dir_name: '第11层' }))).toEqual({ code: 10001, msg: ProjectFileMsg.dirTooDeep });
  });
});
