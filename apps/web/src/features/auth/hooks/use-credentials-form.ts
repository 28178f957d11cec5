import { useState } from 'react';
import { Msg, stripUserNo } from '@zhuyun/contracts';
import type { Credentials } from '../components/login-mode';
import { takeTypedCredentials } from '../../../lib/prerendered-login';

type Field = keyof Credentials;
type Errors = Partial<Record<Field, string>>;

/** spec-1 §5, login: user_no required (letters and digits kept), password required. */
const CHECKS: Record<Field, (value: string) => string | undefined> = {
  user_no: (value) => (value.trim() ? undefined : Msg.loginUserNoRequired),
  password: (value) => (value ? undefined : Msg.loginPasswordRequired),
};

const NORMALISE: Record<Field, (value: string) => string> = { user_no: stripUserNo, password: (value) => value };
/** What was typed into the prerendered form before hydration, kept as the form would have kept it. */
function typedBeforeScripts(): Credentials | null {
  const typed = takeTypedCredentials();
  return typed && { user_no: NORMALISE.user_no(typed.user_no), password: typed.password };
}

/**
 * State and checks of the password login form. Not antd Form: with its validator and tooltip stack it would add
 * ≈30 kB gzip to /login's first load for two required fields. Like antd, a field is checked as it changes once
 * touched, and every field on submit.
 */
export function useCredentialsForm(initial: Credentials | null | undefined) {
  const [values, setValues] = useState<Credentials>(() => initial ?? typedBeforeScripts() ?? { user_no: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: Field, raw: string) => {
    const value = NORMALISE[field](raw);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: CHECKS[field](value) }));
  };

  /** The values when every check passes, else null (and the messages show). */
  const validate = (): Credentials | null => {
    const found: Errors = { user_no: CHECKS.user_no(values.user_no), password: CHECKS.password(values.password) };
    setErrors(found);
    return found.user_no || found.password ? null : values;
  };

  return { values, errors, change, validate };
}
