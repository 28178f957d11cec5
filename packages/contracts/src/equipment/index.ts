export * from './lift-equip.contract';
