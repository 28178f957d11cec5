// What other modules may use of the message module (a module reaches another only through its index.ts).
export { raiseDeviceAlarm, type DeviceAlarm } from './device-alarm';
