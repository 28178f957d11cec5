import { z } from 'zod';
import { emptyData } from '../envelope';
import { defineRoute } from '../route';
import { boundedSigningParams, defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { MAX_FILE_SIGNS, ProjectFileMsg, ProjectFileObject } from './project-file.messages';

const NO_SLASH = /^[^/\\]*$/;
const P = '/api/v1/project/get_project_doc_file';

export const docSignBrief = z.object({ sign_id: z.string(), sign_name: z.string(), sign_color: z.string() });

export const projectDocFileRow = z.object({
  doc_file_id: z.string(),
  project_id: z.string(),
  dir_id: z.string(),
  dir_name: z.string().nullable(),
  file_name: z.string(),
  /** The current (newest) version's type, size and number. */
  mime: z.string(),
  size_bytes: z.number(),
  version_no: z.number(),
  version_count: z.number(),
  uploader_name: z.string().nullable(),
  remark: z.string().nullable(),
  signs: z.array(docSignBrief),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectDocFileRow = z.infer<typeof projectDocFileRow>;

/**
 * A project's files (spec-2 §7.3 "file CRUD at get_project_doc_file"): the list (by project, directory, tag, name),
 * rename and move (PUT: update replaces directory, name and remark; a file moves within its project only) and delete
 * (with every version). Files are created by the upload beside it: a file of the same name in the same directory
 * becomes that file's next version, the newest current.
 */
export const projectDocFileResource = defineResource({
  name: 'project_doc_file',
  tag: 'project',
  scope: 'company',
  id: 'doc_file_id',
  row: projectDocFileRow,
  fields: {
    dir_id: uuidField(ProjectFileMsg.dirIdRequired),
    file_name: text(120, ProjectFileMsg.fileNameRequired).regex(NO_SLASH, { error: ProjectFileMsg.fileNameInvalid }),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), dir_id: optionalUuid(), sign_id: optionalUuid(), search: searchText(100) },
  sort: ['updated_at', 'file_name', 'size_bytes', 'created_at'],
  perPage: true,
  permission: { update: ProjectFileObject.files, delete: ProjectFileObject.files },
  messages: { notFound: ProjectFileMsg.docFileNotFound, idRequired: ProjectFileMsg.docFileIdRequired, conflict: { file_name: ProjectFileMsg.fileNameTaken } },
  calls: {
    list: { method: 'GET', path: P, summary: 'Project files' },
    update: { method: 'PUT', path: P, summary: 'Rename or move project file' },
    delete: { method: 'DELETE', path: P, summary: 'Delete project file' },
  },
});

export const { list: listProjectDocFiles, update: updateProjectDocFile, delete: deleteProjectDocFile } = projectDocFileResource.routes;

const docFileId = uuidField(ProjectFileMsg.docFileIdRequired);
const versionId = optionalUuid(ProjectFileMsg.versionIdInvalid);

/**
 * Uploads one file into a directory (multipart, part `file`, streamed into the file store, 50 MB at most, its kind read
 * from its bytes). The same name in the same directory adds a version and makes it current.
 */
export const uploadProjectDocFile = defineRoute({
  method: 'POST',
  path: `${P}/upload`,
  summary: 'Upload project file',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ProjectFileObject.files,
  request: z.object({ dir_id: uuidField(ProjectFileMsg.dirIdRequired), ...boundedSigningParams }),
  response: z.object({ doc_file_id: z.string(), version_id: z.string(), version_no: z.number(), file_name: z.string(), size_bytes: z.number(), mime: z.string() }),
});

/** A file's bytes (the current version, or the one named), as an attachment. */
export const downloadProjectDocFile = defineRoute({
  method: 'GET',
  path: `${P}/download`,
  summary: 'Download project file',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ doc_file_id: docFileId, version_id: versionId, ...boundedSigningParams }),
  response: emptyData,
});

/**
 * A short-lived signed link to show a file (the files module's link, 10 minutes): images are shown inline, PDFs read
 * by the page's viewer; `preview_kind` says which, `none` for anything else (download it instead).
 */
export const previewProjectDocFile = defineRoute({
  method: 'GET',
  path: `${P}/preview`,
  summary: 'Preview project file',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ doc_file_id: docFileId, version_id: versionId, ...boundedSigningParams }),
  response: z.object({ url: z.string(), file_name: z.string(), mime: z.string(), preview_kind: z.enum(['image', 'pdf', 'none']), expires_in: z.number() }),
});

export const docFileVersionRow = z.object({
  version_id: z.string(),
  version_no: z.number(),
  file_name: z.string(),
  mime: z.string(),
  size_bytes: z.number(),
  uploader_name: z.string().nullable(),
  created_at: z.string(),
  is_current: z.boolean(),
});
export type DocFileVersionRow = z.infer<typeof docFileVersionRow>;

/** A file's versions, newest (current) first. */
export const listProjectDocFileVersions = defineRoute({
  method: 'GET',
  path: `${P}/versions`,
  summary: 'Project file versions',
  tag: 'project',
  auth: 'session',
  signed: true,
  request: z.object({ doc_file_id: docFileId, ...boundedSigningParams }),
  response: z.object({ list: z.array(docFileVersionRow) }),
});

/** Puts exactly these tags on a file (an empty list takes them all off); the person who tags is recorded. */
export const setProjectDocFileSigns = defineRoute({
  method: 'PUT',
  path: `${P}/sign`,
  summary: 'Tag project file',
  tag: 'project',
  auth: 'session',
  signed: true,
  permission: ProjectFileObject.files,
  request: z.object({
    doc_file_id: docFileId,
    sign_ids: z.array(uuidField(ProjectFileMsg.signUnknown)).max(MAX_FILE_SIGNS, { error: ProjectFileMsg.signsTooMany }),
    ...boundedSigningParams,
  }),
  response: emptyData,
});
