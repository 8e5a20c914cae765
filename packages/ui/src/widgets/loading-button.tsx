import type { ButtonHTMLAttributes } from 'react';
import './loading-button.css';

type LoadingButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  loading?: boolean;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
};

/**
 * A button that shows a spinner while its action runs (SPEC §2 shared widgets). While loading it is
 * disabled, so a second click cannot send the request twice, and aria-busy tells assistive technology why.
 * The label stays in place (only hidden from view), keeping the button's width and accessible name.
 * `type` is the native one (submit inside a form) unless given.
 */
export function LoadingButton({
  loading = false,
  variant = 'primary',
  block = false,
  className,
  disabled,
  children,
  ...buttonProps
}: LoadingButtonProps) {
  const classes = [
    'btn',
    `btn--${variant}`,
    block && 'btn--block',
    loading && 'is-loading',
    'loading-button',
    className,
  ];
  return (
    <button
      {...buttonProps}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="loading-button__spinner" aria-hidden="true" />}
      <span className="loading-button__label">{children}</span>
    </button>
  );
}
