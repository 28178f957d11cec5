export * from './site.messages';
export * from './site-device.contract';
export * from './site-data.contract';
