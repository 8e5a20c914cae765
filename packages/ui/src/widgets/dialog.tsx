import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { addNoticeSlot } from './notice-slot.ts';
import { CloseIcon } from './ui-icons.tsx';
import './dialog.css';

type DialogProps = {
  title: string;
  /** A line under the title (the account the dialog is about). */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The focusable elements in document order (some selector engines answer a selector list group by group). */
const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((el) => !el.hasAttribute('hidden'))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/**
 * A modal dialog (WAI-ARIA dialog pattern): it takes focus when it opens, keeps Tab inside, closes on Escape,
 * on the close button and on a click on the backdrop, and gives focus back to whatever opened it. The page
 * behind does not scroll while it is open. The app's toasts show over its action row (ToastRegion).
 */
export function Dialog({ title, subtitle, onClose, children, footer }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const subtitleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const notices = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => (notices.current ? addNoticeSlot(notices.current) : undefined), []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault(); // no focus change by the press: focus goes back to the opener
        onClose();
      }}
    >
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
      >
        <header className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="dialog__subtitle">
                {subtitle}
              </p>
            )}
          </div>
          <button type="button" className="icon-button dialog__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        <div ref={notices} className="dialog__notices" />
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
