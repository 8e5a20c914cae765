import type { ColourVariant } from '@portal/contract';
import { CloseIcon, VariantIcon } from './ui-icons.tsx';
import './variant-tones.css';
import './toast.css';

type ToastProps = { message: string; variant: ColourVariant; onClose: () => void; closeLabel: string };

/**
 * A notification card (SPEC §2 Notification toast). Errors and warnings interrupt as alerts; other
 * variants are polite status messages. The caller owns the timer and placement (app-toasts).
 */
export function Toast({ message, variant, onClose, closeLabel }: ToastProps) {
  const urgent = variant === 'negative' || variant === 'warning';
  return (
    <div className={`toast toast--${variant}`} role={urgent ? 'alert' : 'status'}>
      <span className="toast__icon">
        <VariantIcon variant={variant} />
      </span>
      <p className="toast__message">{message}</p>
      <button type="button" className="icon-button toast__close" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
