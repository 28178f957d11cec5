/** Texts of the model library (ours: spec-2 §7.3 "Other" names the calls, not their wording). */
export const ModelMsg = {
  modelIdRequired: '模型ID不能为空',
  modelNotFound: '模型不存在',
  modelNameRequired: '模型名称不能为空',
  projectInvalid: '项目不存在',
  fileIdRequired: '请上传模型文件',
  fileInvalid: '模型文件不存在',
  fileRequired: '请选择模型文件',
  fileTooLarge: '模型文件不能超过200MB',
  fileKindInvalid: '只能上传 GLB、glTF 或 IFC 模型文件',
  clientKeyInvalid: '模型库客户端凭证无效',
} as const;

/** Permission objects (seeded for every menu page, decision 010): managing models is /modelManage's. */
export const ModelObject = {
  manage: 'page.modelManage',
} as const;

/** The model formats the library accepts, each proven from the file's first bytes. */
export const ModelFormat = { glb: 'glb', gltf: 'gltf', ifc: 'ifc' } as const;
export type ModelFormat = (typeof ModelFormat)[keyof typeof ModelFormat];

/** 200 MB: the default cap of one model upload (the server's MODEL_UPLOAD_MAX_MB may lower it). */
export const MODEL_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The header that replaces the old client's fixed basic authorization (shared ARCHITECTURE.md, "Reading the spec"):
 * a per-deployment client credential from the server's configuration (MODEL_CLIENT_KEY), sent beside the session.
 */
export const MODEL_CLIENT_HEADER = 'model-client-key';
