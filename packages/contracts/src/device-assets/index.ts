export * from './device.messages';
export * from './reader.contract';
export * from './reader-key.contract';
export * from './rfid.contract';
export * from './use-record.contract';
export * from './custom-table.contract';
