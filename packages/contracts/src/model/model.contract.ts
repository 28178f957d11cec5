import { z } from 'zod';
import { page } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, pagingShape, searchText, text, textOrNull, uuidField } from '../resource';
import { ModelMsg, ModelObject } from './model.messages';

const V1 = '/macro-library/model/endpoint/v1';
const V2 = '/macro-library/model/endpoint/v2';

export const modelRow = z.object({
  model_id: z.string(),
  model_name: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  remark: z.string().nullable(),
  /** The newest version: number, format and file (null until the first version is saved). */
  version_no: z.number().nullable(),
  model_format: z.string().nullable(),
  version_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ModelRow = z.infer<typeof modelRow>;

/**
 * The model library (spec-2 §7.3 "Other"): list, save-model (create) and update of the model's own fields. Its files
 * are versions (version-save), each a file from upload; the newest version is current.
 */
export const modelResource = defineResource({
  name: 'model',
  tag: 'model',
  scope: 'company',
  id: 'model_id',
  row: modelRow,
  fields: {
    model_name: text(100, ModelMsg.modelNameRequired),
    project_id: optionalUuid(ModelMsg.projectInvalid),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(ModelMsg.projectInvalid), search: searchText(100) },
  sort: ['updated_at', 'created_at', 'model_name'],
  perPage: true,
  permission: { create: ModelObject.manage, update: ModelObject.manage },
  messages: { notFound: ModelMsg.modelNotFound, idRequired: ModelMsg.modelIdRequired },
  calls: {
    list: { method: 'GET', path: `${V1}/list`, summary: 'Model list' },
    create: { method: 'POST', path: `${V1}/save-model`, summary: 'Saves a model' },
    update: { method: 'PUT', path: `${V1}/update`, summary: 'Updates a model' },
  },
});

export const { list: listModels, create: saveModel, update: updateModel } = modelResource.routes;

export const modelVersionRow = z.object({
  version_id: z.string(),
  model_id: z.string(),
  version_no: z.number(),
  model_format: z.string(),
  file_name: z.string(),
  size_bytes: z.number(),
  note: z.string().nullable(),
  uploader_name: z.string().nullable(),
  created_at: z.string(),
  /** The newest version is current; older ones stay readable. */
  is_current: z.number(),
  /** A short-lived signed link to the file (10 minutes), for the viewer. */
  url: z.string(),
});
export type ModelVersionRow = z.infer<typeof modelVersionRow>;

/** A model's versions, newest first. */
export const listModelVersions = defineRoute({
  method: 'GET',
  path: `${V2}/version-list`,
  summary: 'Model version list',
  tag: 'model',
  auth: 'session',
  signed: true,
  request: z.object({ model_id: uuidField(ModelMsg.modelIdRequired), ...pagingShape(true), ...boundedSigningParams }),
  response: page(modelVersionRow).extend({ model_name: z.string() }),
});

/** Adds a version (the next number) from an uploaded file; it becomes current. */
export const saveModelVersion = defineRoute({
  method: 'POST',
  path: `${V2}/version-save`,
  summary: 'Saves a model version',
  tag: 'model',
  auth: 'session',
  signed: true,
  permission: ModelObject.manage,
  request: z.object({
    model_id: uuidField(ModelMsg.modelIdRequired),
    file_id: uuidField(ModelMsg.fileIdRequired),
    note: textOrNull(500),
    ...boundedSigningParams,
  }),
  response: z.object({ version_id: z.string(), version_no: z.number() }),
});

/**
 * Uploads a GLB, glTF or IFC file (multipart, 200 MB at most, streamed to storage and checked by its first bytes);
 * version-save turns it into a version.
 */
export const uploadModelFile = defineRoute({
  method: 'POST',
  path: `${V1}/upload`,
  summary: 'Uploads a model file',
  tag: 'model',
  auth: 'session',
  signed: true,
  permission: ModelObject.manage,
  request: z.object({ ...boundedSigningParams }),
  response: z.object({ file_id: z.string(), file_name: z.string(), model_format: z.string(), size_bytes: z.number() }),
});
