import {
  ResultCode,
  dateOfBirthAgeProblem,
  personalDataUpdateSchema,
  type PersonalData,
  type ThemeChoice,
  type ThemePreference,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { ProfileRepository } from './profile.repository.ts';

/**
 * The identity fields a verified trader can no longer change (support changes them). One still empty (a trader
 * verified before the identity step brought the date of birth) can be completed once: a contract needs it.
 */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'countryOfRegistration'] as const;

export function createProfileService(deps: {
  db: Db;
  profileRepository: ProfileRepository;
  clock: Clock;
  /** whether the trader's identity is verified (KYC): its fields are then read-only */
  identityVerified?: (userId: string) => Promise<boolean>;
}) {
  return {
    async get(brand: BrandRow, userId: string): Promise<PersonalData> {
      return (await deps.profileRepository.get(deps.db, brand.id, userId)) ?? refuse(ResultCode.UserNotFound);
    },

    async theme(brand: BrandRow, userId: string): Promise<ThemePreference> {
      const theme = await deps.profileRepository.theme(deps.db, brand.id, userId);
      return theme ? { theme } : refuse(ResultCode.UserNotFound);
    },

    async setTheme(brand: BrandRow, userId: string, theme: ThemeChoice): Promise<ThemePreference> {
      if (!(await deps.profileRepository.setTheme(deps.db, brand.id, userId, theme))) refuse(ResultCode.UserNotFound);
      return { theme };
    },

    /** Each field is checked; any failure is -7 with every bad field and its message key, and nothing is saved. */
    async update(brand: BrandRow, userId: string, input: unknown): Promise<PersonalData> {
      const parsed = personalDataUpdateSchema.safeParse(input);
      const fields: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
      }
      // The age rule is checked on the raw value too, so that a form learns all its errors at once.
      const born = (input as Record<string, unknown> | null)?.dateOfBirth;
      const age = typeof born === 'string' ? dateOfBirthAgeProblem(born, deps.clock.now()) : undefined;
      if (age) fields.dateOfBirth ??= age;
      if (!parsed.success || Object.keys(fields).length > 0) return refuse(ResultCode.PersonalDataNotValid, { fields });

      const data = parsed.data;
      if (await deps.identityVerified?.(userId)) {
        const current = await this.get(brand, userId);
        const changed = IDENTITY_FIELDS.filter((f) => current[f] && current[f] !== (data[f] ?? null));
        if (changed.length > 0)
          refuse(ResultCode.TraderIsAlreadyVerified, {
            fields: Object.fromEntries(changed.map((f) => [f, 'validation.verifiedReadOnly'])),
          });
      }
      if (brand.disabled_countries.includes(data.countryOfRegistration)) refuse(ResultCode.CountryRestriction);
      if (!(await deps.profileRepository.update(deps.db, brand.id, userId, data))) refuse(ResultCode.UserNotFound);
      return this.get(brand, userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
