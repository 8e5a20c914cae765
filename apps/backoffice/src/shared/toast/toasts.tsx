import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColourVariant } from '@portal/contract';
import { Toast } from '@portal/ui/widgets/toast.tsx';
import { ToastRegion } from '@portal/ui/widgets/toast-region.tsx';

type Notice = { id: number; message: string; variant: ColourVariant };
type Notify = (message: string, variant?: ColourVariant) => void;
const ToastContext = createContext<Notify>(() => undefined);

const TOAST_MS = 6000;
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
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <ToastRegion className="bo-toasts">
        {notices.map((n) => (
          <Toast
            key={n.id}
            message={n.message}
            variant={n.variant}
            closeLabel={t('common.close')}
            onClose={() => dismiss(n.id)}
          />
        ))}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
