import { EvalMsg, isMobilePhone } from '@zhuyun/contracts';

/** The questionnaire's field rules, in the browser (the contracts' zod schemas stay on the server). */
export const phoneError = (phone: string): string | null => (!phone ? EvalMsg.phoneRequired : !isMobilePhone(phone) ? EvalMsg.phoneInvalid : null);

export const passwordError = (password: string, requiredMessage: string = EvalMsg.servicePasswordRequired): string | null =>
  !password ? requiredMessage : !/^\d{4}$/.test(password) ? EvalMsg.servicePasswordDigits : null;

/** Service passwords are 4 digits: the input keeps digits only, at most 4. */
export const capPasswordInput = (value: string): string => value.replace(/\D/g, '').slice(0, 4);
