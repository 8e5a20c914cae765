import type { ReactNode } from 'react';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';

type Props = {
  /** the form is sending: the button spins and takes no second press */
  busy: boolean;
  /** the full width of the form (the guest pages' cards) */
  block?: boolean;
  children: ReactNode;
};

/** A form's primary submit button. */
export function SubmitButton({ busy, block, children }: Props) {
  return (
    <LoadingButton type="submit" variant="primary" block={block} loading={busy}>
      {children}
    </LoadingButton>
  );
}
