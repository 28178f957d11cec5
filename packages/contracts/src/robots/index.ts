export * from './robot.contract';
export * from './patrol-plan.contract';
export * from './patrol-read.contract';
