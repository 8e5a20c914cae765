import { expect } from 'vitest';
import { ApiPath, ChallengeStatus, type KycInfo } from '@portal/contract';
import { as, buy, findPackage, type Trader } from './buying-helpers.ts';
import { newTrader, rawCall } from './http-helpers.ts';
import { call, type TestApp } from './test-app.ts';

/** Helpers of the identity-verification suites: the provider's sandbox as its SDK drives it, a funded trader. */

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
export const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
/** The date of birth the trader types in the provider's identity step (the tests' traders). */
export const BORN = '1990-04-12';

export const kycInfo = async (t: TestApp, who: Trader) => (await call<KycInfo>(t, 'GET', ApiPath.kyc, as(who))).data;
export const startStep = (t: TestApp, who: Trader, step: 'identity' | 'address', country = 'DE') =>
  call<{ provider: { type: number }; token: string }>(
    t,
    'POST',
    step === 'identity' ? ApiPath.proofOfIdentity : ApiPath.proofOfAddress,
    { ...as(who), body: { country, processId: null } },
  );
export const uploadFile = (t: TestApp, token: string, slot: string, name: string, bytes: Buffer) =>
  rawCall(t, {
    method: 'PUT',
    url: `/kyc/sandbox/api/files/${slot}`,
    payload: bytes,
    headers: {
      'content-type': 'application/octet-stream',
      'x-kyc-token': token,
      'x-file-name': encodeURIComponent(name),
    },
  });
/** The SDK's submission: the document type and, in the identity step, the date of birth the trader typed. */
export const submitFiles = (t: TestApp, token: string, documentType: string, dateOfBirth?: string) =>
  rawCall(t, {
    method: 'POST',
    url: '/kyc/sandbox/api/submit',
    payload: JSON.stringify({ documentType, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) }),
    headers: { 'content-type': 'application/json', 'x-kyc-token': token },
  });
export const deliverKyc = (t: TestApp) => t.app.modules.kyc.services.sandbox.deliveries.drain();

/** Starts a step, uploads through the provider's API as the SDK does, submits, and delivers the webhooks. */
export async function verifyStep(
  t: TestApp,
  who: Trader,
  step: 'identity' | 'address',
  fileName: string,
  dateOfBirth = BORN,
) {
  const s = await startStep(t, who, step);
  expect(s.result).toBe(0);
  if (step === 'identity') {
    expect((await uploadFile(t, s.data.token, 'front', `${fileName}.png`, PNG)).status).toBe(200);
    expect((await uploadFile(t, s.data.token, 'selfie', 'selfie.jpg', JPEG)).status).toBe(200);
    expect((await submitFiles(t, s.data.token, 'passport', dateOfBirth)).status).toBe(200);
  } else {
    expect((await uploadFile(t, s.data.token, 'front', `${fileName}.pdf`, PDF)).status).toBe(200);
    expect((await submitFiles(t, s.data.token, 'utilityBill')).status).toBe(200);
  }
  await deliverKyc(t);
  return s.data.token;
}

/** Saves Personal Information: the test traders' name and country, with `fields` over them. */
export const savePersonalData = (t: TestApp, who: Trader, fields: Record<string, string | null> = {}) =>
  call(t, 'POST', ApiPath.personalData, {
    ...as(who),
    body: { firstName: 'Test', lastName: 'Trader', countryOfRegistration: 'DE', ...fields },
  });

export type Residence = { city?: string; address?: string; postalCode?: string; countryOfRegistration?: string };
export const BERLIN: Residence = { city: 'Berlin', address: 'Unter den Linden 1', postalCode: '10117' };

/**
 * A trader with a funded account waiting for KYC (status 9, stage 3): on localhost Northwind's 10K USD account,
 * on 127.0.0.1 Bluewave's 6K EUR one, in `language` when given. The personal data holds the name and `residence`;
 * no date of birth (sign-up does not ask for one: the identity step brings it).
 */
export async function fundedTrader(t: TestApp, host = 'localhost', residence: Residence = BERLIN, language?: string) {
  const who = await newTrader(t, { host, ...(language ? { v2: { language, countryOfRegistration: 'DE' } } : {}) });
  expect((await savePersonalData(t, who, residence)).result).toBe(0);
  const pkg =
    host === 'localhost'
      ? await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')
      : await findPackage(t, 'Stellar 2-Step 6K', 'bluewave-trader', host);
  const order = await buy(t, who, pkg.id);
  await t.db.query(`update trader_accounts set stage = 3, is_funded = true, status = $2 where id = $1`, [
    order.traderAccountId,
    ChallengeStatus.Stage3KycNeeded,
  ]);
  await t.app.modules.core.services.changeFeed.settled(); // a statement typed by hand: kept reads forget it once announced
  const [acc] = await t.db.query<{ login: string }>('select login from trader_accounts where id = $1', [
    order.traderAccountId,
  ]);
  return { who, accountId: order.traderAccountId!, login: acc!.login };
}
