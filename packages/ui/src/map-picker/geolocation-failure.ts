/**
 * spec-1 §8: a failed geolocation shows its message, or 'failed' plus the status. Browsers word the message in English
 * ("User denied Geolocation"), so the message is told by its code, in Chinese; an unknown code keeps its status.
 */
const MESSAGES: Record<number, string> = {
  1: '定位失败：浏览器未允许获取当前位置',
  2: '定位失败：无法获取当前位置',
  3: '定位失败：获取当前位置超时',
};

export const GEOLOCATION_UNSUPPORTED = '定位失败：浏览器不支持定位';

export function geolocationFailure(error: { code: number }): string {
  return MESSAGES[error.code] ?? `定位失败（状态 ${error.code}）`;
}
