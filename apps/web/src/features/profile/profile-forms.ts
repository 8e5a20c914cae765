import { z } from 'zod';
import {
  changePasswordRequestSchema,
  dateOfBirthAgeProblem,
  personalDataUpdateSchema,
  type PersonalData,
} from '@portal/contract';

/** An optional field left empty is saved as null; what is typed must pass the contract's rule. */
const orEmpty = <T extends z.ZodType<unknown, string | null | undefined>>(schema: T) =>
  z.union([schema, z.literal('')]).transform((value) => (value === '' ? null : (value as z.output<T>)));

const rules = personalDataUpdateSchema.shape;

/** The personal data form: the contract's rules, with empty optional fields as null. */
export const personalInfoFormSchema = z.object({
  firstName: rules.firstName,
  lastName: rules.lastName,
  phone: orEmpty(rules.phone),
  // A well-formed date is checked for the age rule too (today's date here; the server's clock decides in the end).
  dateOfBirth: orEmpty(rules.dateOfBirth).superRefine((value, ctx) => {
    const problem = value ? dateOfBirthAgeProblem(value, new Date()) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  countryOfRegistration: rules.countryOfRegistration,
  city: orEmpty(rules.city),
  address: orEmpty(rules.address),
  postalCode: orEmpty(rules.postalCode),
});
export type PersonalInfoForm = z.input<typeof personalInfoFormSchema>;
export type PersonalInfoValues = z.output<typeof personalInfoFormSchema>;
export type PersonalInfoField = keyof PersonalInfoForm;

/** The largest value each field takes ('Maximum {{max}} symbols'). */
export const personalInfoMax: Partial<Record<PersonalInfoField, number>> = {
  firstName: 50,
  lastName: 50,
  city: 100,
  address: 200,
  postalCode: 20,
};

export const toPersonalInfoForm = (data: PersonalData): PersonalInfoForm => ({
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
  phone: data.phone ?? '',
  dateOfBirth: data.dateOfBirth?.slice(0, 10) ?? '',
  countryOfRegistration: data.countryOfRegistration ?? '',
  city: data.city ?? '',
  address: data.address ?? '',
  postalCode: data.postalCode ?? '',
});

/** Change password: the old one, the new one twice (the confirmation is checked even while others fail). */
export const changePasswordFormSchema = changePasswordRequestSchema
  .omit({ captchaToken: true })
  .extend({ confirmPassword: z.string().min(1, 'validation.required') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.newPasswordsMustMatch',
    when: (payload) => {
      const values = payload.value as Record<string, unknown>;
      return typeof values.newPassword === 'string' && typeof values.confirmPassword === 'string';
    },
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;
