// What other modules may use of the audit module (a module reaches another only through its index.ts).
export { auditPersonAct, auditRefusedSignIn, auditSignIn, auditSwitch, recordSignIn } from './sign-in.audit';
