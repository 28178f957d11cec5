// What other modules may use of the auth module (a module reaches another only through its index.ts).
export { LoginService } from './login.service';
export { SmsCodeService } from './sms-code.service';
export { unknownNameLockoutOf } from './unknown-name-lockout';
