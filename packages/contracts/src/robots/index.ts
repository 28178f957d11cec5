export * from './robot.contract';
