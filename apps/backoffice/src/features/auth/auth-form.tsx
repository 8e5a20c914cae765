import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import type { BotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** the step's request; the bot check's token, once solved, goes with the same values again */
  send(values: T, captchaToken?: string): Promise<void>;
  /** the bot check the login guard asked for (useBotCheckStep), if it did */
  botCheck: BotCheckStep | null;
  submitLabel: string;
  /** the step's fields */
  children: ReactNode;
  /** what stands under the submit button (another way through the step) */
  after?: ReactNode;
};

/** A sign-in step's form: its fields, the bot check when one is asked for, and the submit button (busy while sent). */
export function AuthForm<T extends FieldValues>({ form, send, botCheck, submitLabel, children, after }: Props<T>) {
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((values) => send(values))}>
      {children}
      <BotCheckWhenAsked
        step={botCheck}
        onToken={(token) => void form.handleSubmit((values) => send(values, token))()}
      />
      <LoadingButton type="submit" variant="primary" block loading={form.formState.isSubmitting}>
        {submitLabel}
      </LoadingButton>
      {after}
    </form>
  );
}
