import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ApiError } from '@portal/ui/api/api-error.ts';
import { asApiError } from '../api/failure.ts';

export type FieldIssue = { path: string; message: string };

/**
 * A zod issue in words: the contract's own message keys (validation.*) translated, its generic checks
 * (ranges, types, formats) as the console's texts with their bounds.
 */
export function issueText(t: TFunction, issue: z.core.$ZodIssue | { message: string; code?: string }): string {
  const message = issue.message ?? '';
  if (message.startsWith('validation.')) return t(message);
  switch (issue.code) {
    case 'too_small': {
      const i = issue as z.core.$ZodIssueTooSmall;
      if (i.origin === 'string') return t('validation.required');
      if (i.origin === 'array') return t('form.pickOne');
      return t(i.inclusive === false ? 'form.above' : 'form.atLeast', { min: Number(i.minimum) });
    }
    case 'too_big': {
      const i = issue as z.core.$ZodIssueTooBig;
      if (i.origin === 'string') return t('validation.maxSymbols', { max: Number(i.maximum) });
      return t('form.atMost', { max: Number(i.maximum) });
    }
    case 'invalid_type':
      return t('form.number');
    case 'invalid_format':
      return t('form.format');
    default:
      return t('form.invalid');
  }
}

/**
 * zod's own checks in the console's words, for every form's `zodResolver(schema, formErrors(t))`: without it a
 * check with no message of its own shows zod's English ("Too small: expected string…"). The contract's message
 * keys stay keys (a schema's own message wins over this one), and the fields translate them.
 */
export const formErrors = (t: TFunction) => ({
  error: (issue: z.core.$ZodRawIssue) => issueText(t, { ...issue, message: '' } as never),
});

/** The contract's issues of a parse, each under its field's dotted path. */
export const zodIssues = (t: TFunction, error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueText(t, issue) }));

/**
 * A 400/-200 answer's `data.issues[{path, message, detail?}]` (the server's own check of the same schema, or its
 * checks of the data): the message is a key (`validation.*`, its `detail` filling `{{detail}}`); anything else is
 * not shown as it came (it would be English), but as the field's generic refusal.
 */
export function serverIssues(t: TFunction, error: ApiError): FieldIssue[] {
  const data = error.data as
    { issues?: Array<{ path?: unknown; message?: unknown; detail?: unknown }> } | null | undefined;
  if (!data || !Array.isArray(data.issues)) return [];
  return data.issues.map((issue) => ({
    path: (Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '')).replace(/^body\.?/, ''),
    message:
      typeof issue.message === 'string' && issue.message.startsWith('validation.')
        ? t(issue.message, typeof issue.detail === 'string' ? { detail: issue.detail } : undefined)
        : t('form.invalid'),
  }));
}

/**
 * A refused save shown on its form: the server's field issues where it named any (`showIssues` places them on the
 * fields), else its message, translated, as the form's error.
 */
export function showRefusal(
  t: TFunction,
  caught: unknown,
  show: { issues(issues: FieldIssue[]): void; failure(message: string): void },
) {
  const error = asApiError(caught);
  const issues = serverIssues(t, error);
  if (issues.length > 0) show.issues(issues);
  else show.failure(t(error.messageKey));
}

/** A refused action in one line: the server's first field issue, else its message (translated). */
export function refusalText(t: TFunction, caught: unknown): string {
  const error = asApiError(caught);
  return serverIssues(t, error)[0]?.message ?? t(error.messageKey);
}
