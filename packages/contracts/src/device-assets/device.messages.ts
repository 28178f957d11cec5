/** Texts of the device pages (ours: spec-2 §7.3 names the reader calls, not their wording). */
export const DeviceMsg = {
  readerIdRequired: '读写器ID不能为空',
  readerNotFound: '读写器不存在',
  readerNameRequired: '读写器名称不能为空',
  readerSnRequired: '读写器编号不能为空',
  readerSnExists: '读写器编号已存在',
  bindTypeInvalid: '绑定类型不正确',
  bindTargetRequired: '请选择绑定对象',
  bindTargetNotFound: '绑定对象不存在',
  gateNameRequired: '门岗名称不能为空',
  statusInvalid: '状态不正确',
  rfidIdRequired: 'RFID标签ID不能为空',
  rfidNotFound: 'RFID标签不存在',
  tagCodeRequired: '标签编码不能为空',
  tagCodeInvalid: '标签编码只能包含字母和数字',
  tagCodeExists: '标签编码已存在',
  tagUnknown: '未找到该标签',
  tagNotBound: '该标签未绑定构件',
  prefixInvalid: '编码前缀只能包含1到16位字母和数字',
  countInvalid: '发放数量应为1到1000的整数',
  startInvalid: '起始序号应为0到99999999的整数',
  componentNotFound: '构件不存在',
  componentTaken: '该构件已绑定其他标签',
  useIdRequired: '使用记录ID不能为空',
  useNotFound: '使用记录不存在',
  deviceKindInvalid: '设备类型不正确',
  deviceNameRequired: '设备名称不能为空',
  userNameRequired: '使用人不能为空',
  startTimeRequired: '开始时间不能为空',
  timeInvalid: '时间格式不正确',
  endBeforeStart: '结束时间不能早于开始时间',
  tableIdRequired: '表格ID不能为空',
  tableNotFound: '表格不存在',
  tableNameRequired: '表格名称不能为空',
  tableNameExists: '表格名称已存在',
  columnsRequired: '请至少定义一列',
  tooManyColumns: '最多定义30列',
  columnKeyInvalid: '列标识须以小写字母开头，只含小写字母、数字和下划线',
  columnKeyRepeated: '列标识不能重复',
  columnTitleRequired: '列名称不能为空',
  columnTypeInvalid: '列类型不正确',
  columnOptionsRequired: '单选列须填写选项',
  rowIdRequired: '行ID不能为空',
  rowNotFound: '数据不存在',
  rowValuesInvalid: '数据格式不正确',
  /** `{title}` is the column's own name. */
  valueRequired: '{title}不能为空',
  valueNotNumber: '{title}应为数字',
  valueNotDate: '{title}应为日期（YYYY-MM-DD）',
  valueNotBool: '{title}应为是或否',
  valueNotOption: '{title}不在可选项中',
  valueTooLong: '{title}过长',
  valueUnknownColumn: '表格没有列“{title}”',
  intervalInvalid: '上报间隔应为10到86400秒的整数',
  deviceKeyInvalid: '设备密钥无效',
  deviceKeyExists: '该设备已有密钥，请使用轮换',
  deviceKeyNone: '该设备没有有效密钥',
  deviceKeyAdminOnly: '只有单位管理员可以管理设备密钥',
  readsInvalid: '读卡记录格式不正确',
  tooManyReads: '单次最多上传10000条读卡记录',
  readTimeInvalid: '读卡时间格式不正确',
  offlineTitle: (name: string) => `读写器离线：${name}`,
  offlineContent: (name: string, minutes: number) => `读写器「${name}」已超过${minutes}分钟未上报数据`,
} as const;

/** The device kind of Bluetooth readers in device_keys (ARCHITECTURE.md rule 13). */
export const READER_DEVICE_KEY_KIND = 'reader';
/** Most tag reads one upload carries (as many as a site upload's readings). */
export const MAX_READS_PER_UPLOAD = 10_000;
/** A reader's report interval when none is given: five minutes, as a site device's. */
export const DEFAULT_READER_INTERVAL = 300;

/** The page objects that gate each family (seeded from the menu tree as page.<route>, decision 010). */
export const DeviceObject = {
  reader: 'page.reader',
  rfid: 'page.rfid',
  useRecord: 'page.useRecord',
  bindRecord: 'page.bindRecord',
  customTable: 'page.customTable',
} as const;

/** What a reader is bound to: nothing, a yard, a gate (by its name) or a car. */
export const BindType = { none: 0, yard: 1, gate: 2, car: 3 } as const;
export const BIND_TYPE_NAMES: Record<number, string> = { 0: '未绑定', 1: '堆场', 2: '门岗', 3: '车辆' };

export const DEVICE_KINDS = ['reader', 'rfid', 'sensor', 'beidou', 'robot', 'camera'] as const;
export const DEVICE_KIND_NAMES: Record<string, string> = {
  reader: '读写器',
  rfid: 'RFID 标签',
  sensor: '传感器',
  beidou: '北斗终端',
  robot: '巡检机器人',
  camera: '摄像头',
};

export const DEVICE_STATUS_NAMES: Record<number, string> = { 0: '停用', 1: '启用' };

/** Column types of a custom table. */
export const COLUMN_TYPES = ['text', 'number', 'date', 'bool', 'select'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];
export const COLUMN_TYPE_NAMES: Record<ColumnType, string> = { text: '文本', number: '数字', date: '日期', bool: '是/否', select: '单选' };

/** A column message with the column's title filled in. */
export const columnMsg = (message: string, title: string): string => message.replace('{title}', title);
