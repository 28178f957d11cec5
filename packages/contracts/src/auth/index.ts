export * from './login.contract';
export * from './sms.contract';
export * from './register.contract';
export * from './password.contract';
export * from './switch.contract';
