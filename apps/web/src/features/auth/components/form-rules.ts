import type { FormInstance, FormRule } from 'antd';
import { Limits, Msg, isMobilePhone } from '@zhuyun/contracts';

/** The field rules of spec-1 §5, message for message. Items with several rules use validateFirst: the first failure speaks. */
const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

const registerLength: FormRule = { min: Limits.registerPasswordMin, max: Limits.registerPasswordMax, message: Msg.registerPasswordLength };

const mobile = (message: string): FormRule => ({
  validator: (_rule, value: string | undefined) => (!value || isMobilePhone(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** The phone login form's rules (the password login form checks its two fields itself: use-credentials-form.ts). */
export const loginRules = {
  phone: [required(Msg.loginPhoneRequired)],
  code: [required(Msg.loginCodeRequired)],
} satisfies Record<string, FormRule[]>;

export const registerRules: Record<'user_no' | 'user_name' | 'password' | 'phone' | 'code', FormRule[]> & {
  confirm_password: (form: FormInstance) => FormRule[];
} = {
  user_no: [required(Msg.userNoRequired)],
  user_name: [required(Msg.userNameRequired)],
  password: [{ required: true, message: Msg.passwordRequired }, registerLength],
  /** Needs the form to compare with the password. */
  confirm_password: (form: FormInstance): FormRule[] => [
    { required: true, message: Msg.confirmPasswordRequired },
    {
      validator: (_rule, value: string | undefined) =>
        !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(Msg.passwordsDiffer)),
    },
    registerLength,
  ],
  phone: [required(Msg.phoneRequiredRegister), mobile(Msg.phoneInvalidRegister)],
  code: [required(Msg.codeRequiredRegister)],
};
