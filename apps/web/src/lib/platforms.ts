/** The four platforms of spec-1 §2 and spec-2 §2.6 (the switcher, the login page). External addresses come from the deployment (PLATFORM_URLS). */
export type PlatformKey = 'public' | 'industrial' | 'measure' | 'acceptance';

export interface PlatformChoice {
  key: PlatformKey;
  name: string;
  description: string;
  isDefault: boolean;
}

/** The company's own smart-site public platform is the default; its name is the tenant's platform name. */
export function platformChoices(platformName: string): PlatformChoice[] {
  return [
    { key: 'public', name: platformName, description: '本单位智慧工地公共平台（默认）', isDefault: true },
    { key: 'industrial', name: '工业化建筑管理平台', description: '装配式建筑构件生产、运输与安装的全过程管理', isDefault: false },
    { key: 'measure', name: '实测实量平台', description: '施工质量实测实量数据的采集与统计', isDefault: false },
    { key: 'acceptance', name: '分户验收平台', description: '住宅工程分户质量验收的记录与审核', isDefault: false },
  ];
}
