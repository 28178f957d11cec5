/** Texts of the car family (ours: the spec lists the calls, not their wording). */
export const CarMsg = {
  carIdRequired: '车辆ID不能为空',
  carNumRequired: '车牌号不能为空',
  carNumInvalid: '车牌号格式不正确',
  carNumExists: '车牌号已存在',
  carTypeInvalid: '车辆类型不存在',
  carNotFound: '车辆不存在',
  phoneInvalid: '请输入11位有效手机号号码',
  gpsNumExists: 'GPS编号已被其他车辆使用',
  gpsNumRequired: 'GPS编号不能为空',
  gpsUnknown: 'GPS设备未登记',
  deviceKeyInvalid: '设备密钥无效',
  deviceKeyExists: '该设备已有密钥，请轮换',
  deviceKeyNone: '该设备没有有效的密钥',
  deviceKeyAdminOnly: '仅单位管理员可管理设备密钥',
  pointsRequired: '轨迹点不能为空',
  tooManyPoints: '单次最多上传1000个轨迹点',
  lonInvalid: '经度不正确',
  latInvalid: '纬度不正确',
  timeInvalid: '时间格式不正确',
  dateInvalid: '日期格式应为YYYY-MM-DD',
} as const;

/** The permission object of every car call: the 车辆管理 page's (seeded for every menu page, decision 010). */
export const CarObject = 'page.carList';
