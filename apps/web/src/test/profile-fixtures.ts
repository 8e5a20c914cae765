import { KycInitiationStatus, KycVerificationStatus, type KycInfo, type PersonalData } from '@portal/contract';
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

/** A trader's verification state: nothing started yet, verification required, the identity still editable. */
export const kycInfo = fixture<KycInfo>(() => ({
  waitPoiStatus: KycVerificationStatus.NotInit,
  waitPoaStatus: KycVerificationStatus.NotInit,
  initiationPoiStatus: KycInitiationStatus.NotInit,
  initiationPoaStatus: KycInitiationStatus.NotInit,
  isVerificationProgressEnabled: true,
  contractSignStatus: [],
  poiReason: null,
  poaReason: null,
  poiReasonCode: null,
  poaReasonCode: null,
  verificationRequired: true,
  identityLocked: false,
  contractIncomplete: null,
}));
