/** Versions (spec-2 §7.3 "Version and code lists"): the platform administrator's releases of the app and the web. */
export const VersionObject = 'platform.version';

export const VersionMsg = {
  versionIdRequired: '版本ID不能为空',
  versionNotFound: '版本不存在',
  platformInvalid: '请选择正确的平台',
  versionNoRequired: '版本号不能为空',
  versionNoInvalid: '版本号格式应为 主版本.次版本.修订号，如 1.2.0',
  versionNoMustGrow: '版本号必须高于该平台已有的最高版本',
  versionNoExists: '该平台已存在此版本号',
  notesRequired: '更新说明不能为空',
  flagInvalid: '取值只能为 0 或 1',
  packageRequired: '请上传安装包',
  packageInvalid: '安装包须为 APK 或 IPA 文件',
  packageTooLarge: '安装包不能超过 300MB',
  packageNotFound: '安装包不存在，请重新上传',
  noPublished: '暂无已发布版本',
} as const;
