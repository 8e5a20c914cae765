import { z } from 'zod';
import {
  authenticateRequestSchema,
  emailOnlyRequestSchema,
  passwordSchema,
  registerV2RequestSchema,
  resetPasswordRequestSchema,
  subscribeRequestSchema,
  verifyEmailRequestSchema,
} from '@portal/contract';

/**
 * The forms' schemas: the contract's request schemas (their messages are translation keys), extended with
 * what only a form has: a confirmation field, a checkbox that starts unticked, optional fields left empty.
 */

/** An optional field left empty is sent as absent; what is typed must pass the contract's rule. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.union([schema, z.literal('')]).transform((value) => (value === '' ? undefined : (value as z.output<T>)));

/** The repeated new password: empty, it is a mandatory field like any other (SPEC §5). */
const confirmPassword = z.string().min(1, 'validation.required');

/** A checkbox starts unticked (false); the contract accepts only true. */
const acceptTerms = z.boolean().refine((accepted) => accepted, 'validation.acceptTerms');

/** The confirmation must repeat the password; checked even while other fields still fail. */
function confirmed<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, message: string) {
  return schema.refine((values) => values[field] === values.confirmPassword, {
    path: ['confirmPassword'],
    message,
    when: (payload) => {
      const values = payload.value as Record<string, unknown>;
      return typeof values[field] === 'string' && typeof values.confirmPassword === 'string';
    },
  });
}

export const signInFormSchema = authenticateRequestSchema.omit({ captchaToken: true });
export type SignInForm = z.input<typeof signInFormSchema>;
export type SignInValues = z.output<typeof signInFormSchema>;

export const signUpFormSchema = confirmed(
  registerV2RequestSchema
    .pick({ firstName: true, lastName: true, email: true, countryOfRegistration: true, password: true })
    .extend({
      phone: optional(registerV2RequestSchema.shape.phone.unwrap()),
      confirmPassword,
      acceptTerms,
    }),
  'password',
  'validation.passwordsMustMatch',
);
export type SignUpForm = z.input<typeof signUpFormSchema>;
export type SignUpValues = z.output<typeof signUpFormSchema>;

export const emailFormSchema = emailOnlyRequestSchema.pick({ email: true });
export type EmailForm = z.input<typeof emailFormSchema>;
export type EmailValues = z.output<typeof emailFormSchema>;

/** A subscribed guest sets the first password with the code; anyone else sends only the code. */
export function verifyEmailFormSchema(passwordRequired: boolean) {
  const base = verifyEmailRequestSchema.pick({ email: true, code: true });
  if (!passwordRequired) return base.extend({ password: z.string(), confirmPassword: z.string() });
  return confirmed(
    base.extend({ password: passwordSchema, confirmPassword }),
    'password',
    'validation.passwordsMustMatch',
  );
}
export type VerifyEmailForm = z.input<ReturnType<typeof verifyEmailFormSchema>>;
export type VerifyEmailValues = z.output<ReturnType<typeof verifyEmailFormSchema>>;

export const resetPasswordFormSchema = confirmed(
  resetPasswordRequestSchema.extend({ confirmPassword }),
  'newPassword',
  'validation.newPasswordsMustMatch',
);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;

export const subscribeFormSchema = subscribeRequestSchema.pick({ email: true }).extend({
  firstName: optional(subscribeRequestSchema.shape.firstName.unwrap()),
  lastName: optional(subscribeRequestSchema.shape.lastName.unwrap()),
  acceptTerms,
});
export type SubscribeForm = z.input<typeof subscribeFormSchema>;
export type SubscribeValues = z.output<typeof subscribeFormSchema>;

/** The largest value each field takes ('Maximum {{max}} symbols'); e-mail and password fields know theirs. */
export const fieldMax = { name: 50 } as const;
