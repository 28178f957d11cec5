export * from './car.contract';
export * from './car.messages';
// A car's day (issue 18 item 4: /trainDetail).
export * from './car-day';
export * from './car-day.contract';
