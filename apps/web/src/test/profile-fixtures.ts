import type { PersonalData } from '@portal/contract';
import { fixture } from './fixture.ts';

/** A trader's profile as the server answers it: verified e-mail, only the country of the address given. */
export const personalData = fixture<PersonalData>(() => ({
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Berg',
  phone: null,
  dateOfBirth: null,
  countryOfRegistration: 'DE',
  city: null,
  address: null,
  postalCode: null,
  isEmailVerified: true,
}));
