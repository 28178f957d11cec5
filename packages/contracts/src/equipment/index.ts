export * from './lift-equip.contract';
export * from './lift-inspection.contract';
