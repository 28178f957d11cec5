import { useState } from 'react';
import { CardTabs } from './card-tabs';
import { FullRegisterForm } from './full-register-form';
import { PhoneRegisterForm } from './phone-register-form';
import type { Credentials } from './login-mode';

const REGISTER_TABS = [
  { key: 'full', label: '账号注册' },
  { key: 'phone', label: '手机号注册' },
] as const;

/** The register panel: the full form or phone-and-code only. */
export function RegisterPanel({ onRegistered }: { onRegistered: (credentials: Credentials) => void }) {
  const [form, setForm] = useState<'full' | 'phone'>('full');
  return (
    <>
      <CardTabs items={REGISTER_TABS} activeKey={form} onChange={setForm} />
      <div role="tabpanel">{form === 'full' ? <FullRegisterForm onRegistered={onRegistered} /> : <PhoneRegisterForm />}</div>
    </>
  );
}
