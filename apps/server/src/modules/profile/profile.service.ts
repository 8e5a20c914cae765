import { ResultCode, personalDataUpdateSchema, type PersonalData } from '@portal/contract';
import { refuse } from '../../http/refusal.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { ProfileRepository } from './profile.repository.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** An ISO 3166-1 alpha-2 code the platform's ICU data knows (it echoes unknown codes back unchanged). */
const isKnownCountry = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;

/** Traders must be adults to trade (the firms' terms); ages past 120 are typing errors. */
const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 120;

export function createProfileService(deps: { profileRepository: ProfileRepository; clock: Clock }) {
  return {
    async get(brand: BrandRow, userId: string): Promise<PersonalData> {
      return (await deps.profileRepository.get(brand.id, userId)) ?? refuse(ResultCode.UserNotFound);
    },

    /** Each field is checked; any failure is -7 with the fields and their message keys, and nothing is saved. */
    async update(brand: BrandRow, userId: string, input: unknown): Promise<PersonalData> {
      const parsed = personalDataUpdateSchema.safeParse(input);
      const fields: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
        return refuse(ResultCode.PersonalDataNotValid, { fields });
      }
      const data = parsed.data;
      if (!isKnownCountry(data.countryOfRegistration)) fields.countryOfRegistration = 'validation.country';
      if (data.dateOfBirth) {
        const age = ageOn(data.dateOfBirth, deps.clock.now());
        if (age < MIN_AGE_YEARS || age > MAX_AGE_YEARS) fields.dateOfBirth = 'validation.dateOfBirth';
      }
      if (Object.keys(fields).length > 0) refuse(ResultCode.PersonalDataNotValid, { fields });
      if (brand.disabled_countries.includes(data.countryOfRegistration)) refuse(ResultCode.CountryRestriction);
      if (!(await deps.profileRepository.update(brand.id, userId, data))) refuse(ResultCode.UserNotFound);
      return this.get(brand, userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

function ageOn(isoDate: string, now: Date): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}
