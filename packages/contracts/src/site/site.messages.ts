/** Texts of site data (ours: spec-2 §7.3 lists the calls, not their wording). */
export const SiteMsg = {
  deviceIdRequired: '设备ID不能为空',
  deviceNotFound: '设备不存在',
  deviceNameRequired: '设备名称不能为空',
  deviceKindInvalid: '设备类型不正确',
  intervalInvalid: '上报间隔应为10到86400秒的整数',
  ratedLoadInvalid: '额定载重应为非负数',
  maxHeightInvalid: '最大高度应为非负数',
  projectNotFound: '项目不存在',
  projectRequired: '请选择项目',
  timeInvalid: '时间格式不正确',
  metricInvalid: '指标不正确',
  metricNotForKind: '该设备不能上报此指标',
  valueInvalid: '数值不正确',
  readingsRequired: '请上传读数',
  tooManyReadings: '单次最多上传10000条读数',
  deviceKeyInvalid: '设备密钥无效',
  deviceKeyExists: '该设备已有密钥，请使用轮换',
  deviceKeyNone: '该设备没有有效密钥',
  deviceKeyAdminOnly: '只有单位管理员可以管理设备密钥',
  windowTooLong: '查询时间范围不能超过31天',
  positionInvalid: '纬度应在-90到90之间，经度应在-180到180之间',
  notGnssDevice: '该设备不是北斗定位终端',
  offlineTitle: (name: string) => `设备离线：${name}`,
  offlineContent: (name: string, minutes: number) => `设备「${name}」已超过${minutes}分钟未上报数据`,
} as const;

/** The kinds of site device: an environment sensor, a construction lift, a climbing machine, a behaviour camera, a BeiDou/GNSS unit. */
export const SITE_DEVICE_KINDS = ['environment', 'lift', 'climb_machine', 'camera', 'gnss'] as const;
export type SiteDeviceKind = (typeof SITE_DEVICE_KINDS)[number];

/** What each kind may report (readings are numbers; an event is a numeric code with an optional note). */
export const METRICS_OF_KIND = {
  environment: ['pm25', 'pm10', 'tsp', 'noise', 'temperature', 'humidity', 'wind_speed', 'wind_direction'],
  lift: ['lift_load', 'lift_height', 'lift_state', 'lift_speed'],
  climb_machine: ['climb_height', 'climb_load', 'climb_event'],
  camera: ['behavior_event'],
  // A position is two readings at the same instant (WGS-84 degrees), so the ingestion call and keys serve it unchanged.
  gnss: ['latitude', 'longitude'],
} as const satisfies Record<SiteDeviceKind, readonly string[]>;

export const SITE_METRICS = [
  ...METRICS_OF_KIND.environment,
  ...METRICS_OF_KIND.lift,
  ...METRICS_OF_KIND.climb_machine,
  ...METRICS_OF_KIND.camera,
  ...METRICS_OF_KIND.gnss,
] as const;
export type SiteMetric = (typeof SITE_METRICS)[number];

/** Labels and units of the metrics, for pages and charts. */
export const METRIC_LABELS: Record<SiteMetric, { label: string; unit: string }> = {
  pm25: { label: 'PM2.5', unit: 'μg/m³' },
  pm10: { label: 'PM10', unit: 'μg/m³' },
  tsp: { label: '扬尘(TSP)', unit: 'μg/m³' },
  noise: { label: '噪声', unit: 'dB' },
  temperature: { label: '温度', unit: '℃' },
  humidity: { label: '湿度', unit: '%' },
  wind_speed: { label: '风速', unit: 'm/s' },
  wind_direction: { label: '风向', unit: '°' },
  lift_load: { label: '载重', unit: 'kg' },
  lift_height: { label: '高度', unit: 'm' },
  lift_state: { label: '状态', unit: '' },
  lift_speed: { label: '速度', unit: 'm/s' },
  climb_height: { label: '爬升高度', unit: 'm' },
  climb_load: { label: '荷载', unit: 'kN' },
  climb_event: { label: '爬架事件', unit: '' },
  behavior_event: { label: '不安全行为', unit: '' },
  latitude: { label: '纬度', unit: '°' },
  longitude: { label: '经度', unit: '°' },
};

export const DEVICE_KIND_LABELS: Record<SiteDeviceKind, string> = {
  environment: '环境监测',
  lift: '施工升降机',
  climb_machine: '爬架',
  camera: '行为识别摄像头',
  gnss: '北斗定位终端',
};

/** Lift state codes (metric lift_state). */
export const LIFT_STATES: Record<number, string> = { 0: '停止', 1: '上行', 2: '下行', 3: '故障' };
/** Climbing-machine event codes (metric climb_event). */
export const CLIMB_EVENTS: Record<number, string> = { 1: '开始爬升', 2: '爬升完成', 3: '超载报警', 4: '失载报警', 5: '同步偏差报警' };
/** Unsafe-behaviour codes (metric behavior_event). */
export const BEHAVIOR_EVENTS: Record<number, string> = { 1: '未戴安全帽', 2: '未穿反光衣', 3: '吸烟', 4: '闯入危险区域', 5: '高处作业未系安全带' };

/** The device kind of site devices in device_keys (ARCHITECTURE.md rule 11). */
export const SITE_DEVICE_KEY_KIND = 'site';
/** Who manages site devices and reads their data: the 传感器 page's object; lifts are the 施工升降机 page's. */
export const SiteObject = { sensors: 'page.sensorList', lifts: 'page.constructionLift', realtime: 'page.realTimeDataPage', beidou: 'page.beidouPosition' } as const;
/** Most readings one upload carries. */
export const MAX_READINGS_PER_UPLOAD = 10_000;
