import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColourVariant } from '@portal/contract';
import { Toast } from '@portal/ui/widgets/toast.tsx';
import { ToastRegion } from '@portal/ui/widgets/toast-region.tsx';

type Notice = { id: number; message: string; variant: ColourVariant };
type Notify = (message: string, variant?: ColourVariant) => void;
const ToastContext = createContext<Notify>(() => undefined);

export const TOAST_MS = 6000;
let nextId = 0;

/** The result of an action (blocked, revoked…), announced by the kit's Toast and gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>(
    (message, variant = 'positive') => {
      const id = ++nextId;
      setNotices((all) => [...all, { id, message, variant }]);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <ToastRegion className="bo-toasts">
        {notices.map((n) => (
          <TimedToast key={n.id} notice={n} dismiss={dismiss} closeLabel={t('common.close')} />
        ))}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

/**
 * A notice on show, gone by itself after TOAST_MS. Its timer lives as long as the toast: closed by hand, or the
 * console left, it never fires into a page that is gone.
 */
function TimedToast({
  notice,
  dismiss,
  closeLabel,
}: {
  notice: Notice;
  dismiss(id: number): void;
  closeLabel: string;
}) {
  const { id } = notice;
  useEffect(() => {
    const timer = setTimeout(() => dismiss(id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, id]);
  return (
    <Toast message={notice.message} variant={notice.variant} closeLabel={closeLabel} onClose={() => dismiss(id)} />
  );
}

export const useToast = () => useContext(ToastContext);
