export * from './car.contract';
export * from './car.messages';
