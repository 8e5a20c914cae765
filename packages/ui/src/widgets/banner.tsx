import type { ColourVariant } from '@portal/contract';
import type { ReactNode } from 'react';
import { VariantIcon } from './ui-icons.tsx';
import './variant-tones.css';
import './banner.css';

type BannerProps = {
  variant: ColourVariant;
  title?: string;
  children?: ReactNode;
  action?: { label: string; onClick: () => void };
};

/**
 * A message block inside a page (SPEC §2 shared widgets). A negative banner is an alert so that an error
 * that appears after an action is announced; the others are polite status messages.
 */
export function Banner({ variant, title, children, action }: BannerProps) {
  return (
    <div className={`banner banner--${variant}`} role={variant === 'negative' ? 'alert' : 'status'}>
      <span className="banner__icon">
        <VariantIcon variant={variant} />
      </span>
      <div className="banner__body">
        {title && <p className="banner__title">{title}</p>}
        {children && <div className="banner__content">{children}</div>}
      </div>
      {action && (
        <button type="button" className="btn btn--secondary banner__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
