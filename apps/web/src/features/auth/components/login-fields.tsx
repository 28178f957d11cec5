import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import './login-fields.css';

/*
 * The password form's controls as plain elements drawn like antd's large Input, Input.Password and primary Button
 * (login-fields.css). /login's first paint is this form: with antd's, it also carried antd's style engine, theme and
 * input code (≈ 60 kB gzip, and the time to compute the styles) before a field could show (issue 23, decision 006).
 * The other panels of the card load antd with their own code.
 */

const ICONS = {
  user: 'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z',
  lock: 'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z',
  eye: 'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
  eyeOff:
    'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
} as const;

/** One of antd's outlined icons (same path), hidden from assistive technology as antd's prefix icons are not. */
export function LoginIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="login-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'prefix'> & {
  prefix: keyof typeof ICONS;
  invalid?: boolean;
};

function Field({ prefix, invalid, suffix, type, ...input }: FieldProps & { type: string; suffix?: ReactNode }) {
  return (
    <span className={invalid ? 'login-field login-field--error' : 'login-field'}>
      <span className="login-field__prefix">
        <LoginIcon name={prefix} />
      </span>
      <input {...input} type={type} className="login-field__input" />
      {suffix}
    </span>
  );
}

export function TextField(props: FieldProps) {
  return <Field {...props} type="text" />;
}

/** The password with antd's eye to show it; the eye is left out of the tab order, as antd's is. */
export function PasswordField(props: FieldProps) {
  const [visible, setVisible] = useState(false);
  const eye = (
    <button type="button" className="login-field__eye" tabIndex={-1} aria-label={visible ? '隐藏密码' : '显示密码'} onClick={() => setVisible((v) => !v)}>
      <LoginIcon name={visible ? 'eye' : 'eyeOff'} />
    </button>
  );
  return <Field {...props} type={visible ? 'text' : 'password'} suffix={eye} />;
}

/**
 * The primary submit button. While pending it shows a spinner (hidden from assistive technology) and is aria-busy,
 * and a second submit is ignored; its name stays the label (see submit-button.tsx for why not a loading state).
 */
export function PlainSubmit({ pending, children, onClick, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { pending: boolean }) {
  return (
    <button
      {...props}
      type="submit"
      className={pending ? 'login-submit login-submit--pending' : 'login-submit'}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending && <span className="login-submit__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** A text button like antd's `type="link"` (the card's footer). */
export function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button {...props} type="button" className="login-link" />;
}
