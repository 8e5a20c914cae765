import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { operatorSignInRequestSchema } from '@portal/contract';
import { formErrors } from '../../shared/forms/form-issues.ts';
import { i18n } from '../../shared/i18n/i18n.ts';

/** The sign-in form's rules: the contract's request without the bot-check token (loaded on first use). */
export const signInResolver = zodResolver(
  operatorSignInRequestSchema.pick({ email: true, password: true }),
  formErrors(((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction),
);
