import type { ButtonHTMLAttributes, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A touch-sized button (≥ 44 px) that shows it is busy and cannot be pressed twice while busy. */
export function Button({ variant = 'default', loading = false, disabled, children, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`sv-btn sv-btn--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="sv-spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
