import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, KycVerificationStatus, ResultCode } from '@portal/contract';
import { signedInAs, type Agent } from './admin-helpers.ts';
import { as, type Trader } from './buying-helpers.ts';
import { startVeriffFake, type VeriffFake } from './fakes/veriff-api.ts';
import { fundedTrader, kycInfo, startStep } from './kyc-helpers.ts';
import {
  brandIdOfHost,
  chooseIdentityProvider,
  deliverWebhook,
  userIdOf as userIdOfTrader,
} from './provider-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

const keys = { apiKey: 'bluewave-veriff-api-key', sharedSecret: 'bluewave-veriff-shared-secret' };
const HOST = '127.0.0.1';

describe('identity verification through a brand whose firm chose Veriff (against a local fake of its API)', () => {
  let t: TestApp;
  let fake: VeriffFake;
  let owner: Agent;
  let brandId: string;

  const choose = (body: Record<string, unknown>) => chooseIdentityProvider(t, owner, brandId, body);
  const webhook = (d: { payload: string; headers: Record<string, string> }, brand: string | null = brandId) =>
    deliverWebhook(t, '/api/kyc/v1/webhook/veriff', d, brand);
  const userIdOf = (who: Trader) => userIdOfTrader(t, who);
  /** Starts the identity step: the Veriff session the frame opens (its URL is the token). */
  async function startVeriff(who: Trader) {
    const started = await startStep(t, who, 'identity');
    expect(started.data).toMatchObject({ provider: { type: 1, name: 'veriff' } });
    return fake.sessionOfUrl(started.data.token);
  }

  beforeAll(async () => {
    fake = await startVeriffFake(keys);
    t = await createTestApp({ env: { VERIFF_API_URL: fake.url } });
    brandId = await brandIdOfHost(t, HOST);
    owner = await signedInAs(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is chosen in the console: the keys checked with a harmless call, write-only afterwards', async () => {
    const wrong = await choose({
      provider: 'veriff',
      secrets: { apiKey: 'not-ours', sharedSecret: keys.sharedSecret },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.data)).toContain('validation.providerKeyRejected');
    const ok = await choose({ provider: 'veriff', secrets: keys });
    expect(ok.result).toBe(ResultCode.Ok);
    expect(ok.data.identity.provider).toBe('veriff');
    expect(ok.data.identity.webhookUrls.veriff).toContain(`/api/kyc/v1/webhook/veriff?brand=${brandId}`);
    expect(JSON.stringify(ok.data)).not.toContain(keys.sharedSecret);
    // A left-out secret keeps the stored one.
    expect((await choose({ provider: 'veriff' })).result).toBe(ResultCode.Ok);
  });

  it('approves the identity: the session for the frame, the person read off the document fills the profile', async () => {
    const { who } = await fundedTrader(t, HOST);
    const userId = await userIdOf(who);
    const session = await startVeriff(who);
    expect(session).toMatchObject({ vendorData: `${userId}:identity`, endUserId: userId });
    // Veriff's frame needs no token refresh: the portal offers none.
    const refresh = await call(t, 'POST', ApiPath.kycAccessToken, { ...as(who), body: { step: 'identity' } });
    expect(refresh.result).toBe(ResultCode.RequestIsNotValid);

    expect((await webhook(fake.submitted(session.id))).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Pending);
    const approved = fake.decide(session.id, 'approved', {
      person: {
        firstName: 'SARAH',
        lastName: "O'NEILL",
        dateOfBirth: '1967-03-30',
        addresses: [
          {
            fullAddress: '1 Main St, 75001 Paris',
            parsedAddress: { street: 'Main St', houseNumber: '1', city: 'Paris', postcode: '75001' },
          },
        ],
      },
    });
    expect((await webhook(approved)).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await webhook(approved)).json()).toMatchObject({ data: { outcome: 'repeat' } });
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Success);
    const [u] = await t.db.query<Record<string, string>>(
      `select first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as dob, address, city, postal_code
         from users where id = $1`,
      [userId],
    );
    expect(u).toMatchObject({
      first_name: 'Sarah',
      last_name: "O'Neill",
      dob: '1967-03-30',
      address: 'Main St 1',
      city: 'Paris',
      postal_code: '75001',
    });
  });

  it('asks for a resubmission with a reason code the trader reads translated, then declines for good', async () => {
    const { who } = await fundedTrader(t, HOST);
    const session = await startVeriff(who);
    await webhook(fake.submitted(session.id));
    const resubmit = fake.decide(session.id, 'resubmission_requested', {
      reasonCode: 204,
      reason: 'Poor image quality',
    });
    expect((await webhook(resubmit)).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect(await kycInfo(t, who)).toMatchObject({
      waitPoiStatus: KycVerificationStatus.Retry,
      poiReason: 'Poor image quality',
      poiReasonCode: 'documentUnreadable',
    });
    const fr = await call(t, 'GET', ApiPath.translate.replace(':lang', 'fr'), { host: HOST });
    expect(JSON.stringify(fr)).toContain('Les photos de votre document n’étaient pas lisibles');

    // The resubmission: Veriff takes it in the same session (a new attempt); the decline that follows is final.
    await webhook(fake.submitted(session.id));
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Pending);
    await webhook(
      fake.decide(session.id, 'declined', {
        reasonCode: 103,
        reason: 'Person showing the document does not appear to match document photo',
      }),
    );
    expect(await kycInfo(t, who)).toMatchObject({
      waitPoiStatus: KycVerificationStatus.Fail,
      poiReasonCode: 'selfieMismatch',
    });
  });

  it('refuses a bad signature and a brand without Veriff keys; an abandoned session is acknowledged only', async () => {
    const { who } = await fundedTrader(t, HOST);
    const session = await startVeriff(who);
    const hook = fake.submitted(session.id);
    const forged = { ...hook, headers: { ...hook.headers, 'x-hmac-signature': 'ab'.repeat(32) } };
    expect((await webhook(forged)).statusCode).toBe(400);
    const localhost = await brandIdOfHost(t);
    expect((await webhook(hook, localhost)).statusCode).toBe(404);
    expect((await webhook(fake.decide(session.id, 'abandoned'))).json()).toMatchObject({
      data: { outcome: 'ignored' },
    });
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.NotInit);
  });

  it('switched to the sandbox in the console: its sessions again, with the brand’s widget kind', async () => {
    expect((await choose({ provider: 'sandbox' })).data.identity.provider).toBe('sandbox');
    const { who } = await fundedTrader(t, HOST);
    expect((await startStep(t, who, 'identity')).data.provider).toMatchObject({ name: 'sandbox' });
  });
});
