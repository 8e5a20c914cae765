import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';

type Props = { onSubmit: FormEventHandler<HTMLFormElement>; busy: boolean; submitLabel: string; children: ReactNode };

/** An auth screen's form: its fields one under another, then the full-width submit button (busy while sent). */
export function AuthForm({ onSubmit, busy, submitLabel, children }: Props) {
  return (
    <form className="auth-form flow" noValidate onSubmit={onSubmit}>
      {children}
      <SubmitButton busy={busy} block>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
