/**
 * Texts of a project's files (spec-2 §7.3 "Project files" names the calls only: get_project_dir,
 * get_project_doc_file, get_project_doc_file_sign, dir_tree_by_project_ids; the rules and their words are ours).
 */
export const ProjectFileMsg = {
  projectIdRequired: '项目ID不能为空',
  projectNotFound: '项目不存在',
  projectIdsRequired: '请至少选择一个项目',
  projectIdsTooMany: '一次最多查询50个项目',
  projectIdInvalid: '项目ID格式不正确',
  dirIdRequired: '目录ID不能为空',
  dirNameRequired: '目录名称不能为空',
  dirNameInvalid: '目录名称不能包含 / 或 \\',
  dirNotFound: '目录不存在',
  dirNameTaken: '同一位置已有同名目录',
  dirParentInvalid: '上级目录不存在或不属于该项目',
  dirMoveIntoSelf: '不能把目录移动到它自身或其下级目录中',
  dirProjectFixed: '目录不能移到其他项目',
  dirTooDeep: '目录最多10级',
  dirHasFiles: '目录（含下级目录）中还有文件，请先移走或删除这些文件再删除目录',
  sortInvalid: '排序号应为0到9999之间的整数',
  docFileIdRequired: '文件ID不能为空',
  docFileNotFound: '文件不存在',
  fileNameRequired: '文件名称不能为空',
  fileNameInvalid: '文件名称不能包含 / 或 \\',
  fileNameTaken: '目标目录中已有同名文件',
  targetDirInvalid: '目标目录不存在或不属于该项目',
  fileRequired: '请选择要上传的文件',
  fileTooLarge: '文件不能超过50MB',
  fileKindInvalid: '仅支持图片、PDF、Office文档、DWG图纸和ZIP压缩包',
  versionIdInvalid: '版本ID格式不正确',
  versionNotFound: '版本不存在',
  signIdRequired: '标签ID不能为空',
  signNameRequired: '标签名称不能为空',
  signNotFound: '标签不存在',
  signNameTaken: '标签名称已存在',
  signColorInvalid: '标签颜色应为#RRGGBB格式',
  signsTooMany: '一个文件最多10个标签',
  signUnknown: '所选标签不存在',
} as const;

/** Who may change a project's directories, files and tags: the page's own object (menu seed: page.<route>). */
export const ProjectFileObject = { files: 'page.projectFile' } as const;

/** The largest file a project keeps (drawings and scanned acceptance records run to tens of MB). */
export const PROJECT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const MAX_DIR_DEPTH = 10;
export const MAX_TREE_PROJECTS = 50;
export const MAX_FILE_SIGNS = 10;
