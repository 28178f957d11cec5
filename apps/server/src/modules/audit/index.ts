// What other modules may use of the audit module (a module reaches another only through its index.ts).
export { auditSignIn, auditSwitch } from './sign-in.audit';
