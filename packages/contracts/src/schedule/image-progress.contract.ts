import { z } from 'zod';
import { defineResource, optionalUuid, searchText, text, textOrNull, uuidField } from '../resource';
import { day, dayOrNull } from './schedule-fields';

/** Texts of image progress (ours: the spec names the pages only). */
export const ImageProgressMsg = {
  photoIdRequired: '照片ID不能为空',
  photoNotFound: '照片不存在',
  projectIdRequired: '请选择项目',
  nodeIdRequired: '请选择节点',
  nodeTypeInvalid: '节点类型不正确',
  nodeNotFound: '节点不存在或不属于该项目',
  shotDateRequired: '请选择拍摄日期',
  fileRequired: '请上传照片',
  fileInvalid: '照片无效，请重新上传图片',
} as const;

/** A node is a construction section or a task of the project's schedule: the nodes of wbs_list. */
export const IMAGE_NODE_TYPES = ['construction', 'task'] as const;
export const IMAGE_PROGRESS_SORT_FIELDS = ['shot_date', 'created_at', 'node_name'] as const;
/** Who may add and change photos: the 形象进度 page's object. Any member of the company sees them. */
export const ImageProgressObject = 'page.imageProgressList';

export const imageProgressRow = z.object({
  photo_id: z.string(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  node_type: z.enum(IMAGE_NODE_TYPES),
  node_id: z.string(),
  node_name: z.string(),
  shot_date: z.string(),
  title: z.string().nullable(),
  remark: z.string().nullable(),
  file_path: z.string(),
  file_name: z.string().nullable(),
  /** A 10-minute link to the picture (the files module's signed link). */
  url: z.string(),
  uploader_name: z.string().nullable(),
  created_at: z.string(),
});
export type ImageProgressRow = z.infer<typeof imageProgressRow>;

/**
 * Image progress (形象进度, /imageProgressList and /imageProgressNode; paths chosen in the project family): photos of a
 * node of the project (a section or a schedule task) on a day. The picture is an upload of kind `picture` (checked by
 * content there), named by its file_path; the node's name is kept with the photo, so a schedule replaced later does
 * not orphan it.
 */
export const imageProgressResource = defineResource({
  name: 'image_progress',
  tag: 'project',
  scope: 'company',
  id: 'photo_id',
  row: imageProgressRow,
  fields: {
    project_id: uuidField(ImageProgressMsg.projectIdRequired),
    node_type: z.enum(IMAGE_NODE_TYPES, { error: ImageProgressMsg.nodeTypeInvalid }),
    node_id: uuidField(ImageProgressMsg.nodeIdRequired),
    shot_date: day(ImageProgressMsg.shotDateRequired),
    file_path: text(80, ImageProgressMsg.fileRequired),
    title: textOrNull(100),
    remark: textOrNull(500),
  },
  filters: { project_id: optionalUuid(), node_id: optionalUuid(), shot_date: dayOrNull(), search: searchText(100) },
  sort: IMAGE_PROGRESS_SORT_FIELDS,
  perPage: false,
  permission: { create: ImageProgressObject, update: ImageProgressObject, delete: ImageProgressObject },
  messages: { notFound: ImageProgressMsg.photoNotFound, idRequired: ImageProgressMsg.photoIdRequired },
  calls: {
    list: { method: 'GET', path: '/api/v1/project/image_progress', summary: 'Image progress photos (path chosen)' },
    create: { method: 'POST', path: '/api/v1/project/image_progress', summary: 'Add an image progress photo (path chosen)' },
    update: { method: 'PUT', path: '/api/v1/project/image_progress', summary: 'Update an image progress photo (path chosen)', restful: true },
    delete: { method: 'DELETE', path: '/api/v1/project/image_progress', summary: 'Delete an image progress photo (path chosen)', restful: true },
  },
});

export const {
  list: listImageProgress,
  create: createImageProgress,
  update: updateImageProgress,
  delete: deleteImageProgress,
} = imageProgressResource.routes;
