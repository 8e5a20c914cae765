import { useState } from 'react';
import { asApiError } from '../api/failure.ts';

/**
 * An action a dialog waits for: `pending` while it runs, then its refusal's message key in `failure` (the dialog
 * stays open to show it). On success the caller closes the dialog, so `pending` stays on until it goes.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setPending(false);
    }
  };
  return { pending, failure, run };
}
