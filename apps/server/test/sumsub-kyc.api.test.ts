import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, KycVerificationStatus, ResultCode, type AdminBrandProviders } from '@portal/contract';
import { adminCall, signedInAs, type Agent } from './admin-helpers.ts';
import { as, type Trader } from './buying-helpers.ts';
import { startSumsubFake, type SumsubFake } from './fakes/sumsub-api.ts';
import { fundedTrader, kycInfo, startStep } from './kyc-helpers.ts';
import {
  brandIdOfHost,
  chooseIdentityProvider,
  deliverWebhook,
  userIdOf as userIdOfTrader,
} from './provider-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

const keys = {
  appToken: 'sbx:northwind-app-token',
  secretKey: 'northwind-secret-key',
  webhookSecret: 'northwind-hook',
};
const LEVELS = { identityLevel: 'id-and-liveness', addressLevel: 'proof-of-address' };

describe('identity verification through a brand whose firm chose Sumsub (against a local fake of its API)', () => {
  let t: TestApp;
  let fake: SumsubFake;
  let owner: Agent;
  let brandId: string;

  const choose = (body: Record<string, unknown>) => chooseIdentityProvider(t, owner, brandId, body);
  const webhook = (d: { payload: string; headers: Record<string, string> }, brand: string | null = brandId) =>
    deliverWebhook(t, '/api/kyc/v1/webhook/sumsub', d, brand);
  const userIdOf = (who: Trader) => userIdOfTrader(t, who);
  const person = async (id: string) =>
    (
      await t.db.query<Record<string, string | null>>(
        `select first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as dob, address, city, postal_code
           from users where id = $1`,
        [id],
      )
    )[0]!;

  beforeAll(async () => {
    fake = await startSumsubFake(keys);
    t = await createTestApp({ env: { SUMSUB_API_URL: fake.url } });
    brandId = await brandIdOfHost(t);
    owner = await signedInAs(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is chosen in the console: levels and keys checked with Sumsub, secrets write-only, audited', async () => {
    const missing = await choose({ provider: 'sumsub', secrets: { appToken: keys.appToken } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain('secrets.secretKey');

    const badToken = await choose({ provider: 'sumsub', ...LEVELS, secrets: { ...keys, appToken: 'sbx:wrong' } });
    expect(badToken.status).toBe(400);
    expect(JSON.stringify(badToken.data)).toContain('validation.providerKeyRejected');

    const badLevel = await choose({ provider: 'sumsub', ...LEVELS, identityLevel: 'no-such-level', secrets: keys });
    expect(badLevel.status).toBe(400);
    expect(JSON.stringify(badLevel.data)).toContain('validation.providerLevelUnknown');

    const ok = await choose({ provider: 'sumsub', ...LEVELS, secrets: keys });
    expect(ok.result).toBe(ResultCode.Ok);
    expect(ok.data.identity).toMatchObject({ provider: 'sumsub', ...LEVELS, updatedBy: expect.any(String) });
    expect(ok.data.identity.webhookUrls.sumsub).toContain(`/api/kyc/v1/webhook/sumsub?brand=${brandId}`);
    expect(ok.data.identity.secrets.filter((s) => s.provider === 'sumsub' && s.setAt)).toHaveLength(3);
    const read = await adminCall<AdminBrandProviders>(t, 'GET', ApiPath.adminBrandProviders.replace(':id', brandId), {
      agent: owner,
    });
    for (const value of Object.values(keys)) expect(JSON.stringify(read.data)).not.toContain(value);
    const [audit] = await t.db.query<{ after: unknown }>(
      `select after from audit_log where action = 'providers.updated' and target_id = $1 order by at desc limit 1`,
      [brandId],
    );
    expect(JSON.stringify(audit!.after)).not.toContain(keys.secretKey);
  });

  it('approves the identity: the WebSDK token, its refresh, the verified name, date of birth and address', async () => {
    const { who } = await fundedTrader(t);
    const userId = await userIdOf(who);
    const started = await startStep(t, who, 'identity');
    expect(started.data).toMatchObject({ provider: { type: 0, name: 'sumsub' } });
    expect(fake.tokens.at(-1)).toMatchObject({ token: started.data.token, userId: `${userId}:identity` });
    expect([...fake.applicants.values()].at(-1)).toMatchObject({ levelName: LEVELS.identityLevel });

    const refreshed = await call<{ token: string }>(t, 'POST', ApiPath.kycAccessToken, {
      ...as(who),
      body: { step: 'identity' },
    });
    expect(refreshed.result).toBe(0);
    expect(refreshed.data.token).not.toBe(started.data.token);

    expect((await webhook(fake.submit(`${userId}:identity`))).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Pending);

    const reviewed = fake.review(`${userId}:identity`, {
      answer: 'GREEN',
      info: {
        firstName: 'ANNA MARIA',
        lastName: 'MÜLLER',
        dob: '1988-02-03',
        country: 'DEU',
        addresses: [{ street: 'Friedrichstraße', buildingNumber: '12', town: 'Berlin', postCode: '10117' }],
      },
    });
    expect((await webhook(reviewed)).json()).toMatchObject({ data: { outcome: 'applied' } });
    // Sumsub resends when it does not hear back in time: applied once.
    expect((await webhook(reviewed)).json()).toMatchObject({ data: { outcome: 'repeat' } });
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Success);
    expect(await person(userId)).toMatchObject({
      first_name: 'Anna Maria',
      last_name: 'Müller',
      dob: '1988-02-03',
      address: 'Friedrichstraße 12',
      city: 'Berlin',
      postal_code: '10117',
    });
  });

  it('asks for the address again with a label the trader reads translated, and approves the resubmission', async () => {
    const { who } = await fundedTrader(t);
    const userId = await userIdOf(who);
    await t.db.query(
      `insert into kyc_cases (brand_id, user_id, step, provider, provider_case_id, status) values ($1, $2, 0, 'sumsub', $3, 2)`,
      [brandId, userId, `pre-${userId}`],
    );
    await t.app.modules.core.services.changeFeed.settled();
    expect((await startStep(t, who, 'address')).result).toBe(0);
    await webhook(fake.submit(`${userId}:address`));
    const retry = fake.review(`${userId}:address`, {
      answer: 'RED',
      rejectType: 'RETRY',
      labels: ['BAD_PROOF_OF_ADDRESS'],
      comment: 'The document must not be older than three months.\nPlease upload a recent one.',
    });
    expect((await webhook(retry)).json()).toMatchObject({ data: { outcome: 'applied' } });
    const info = await kycInfo(t, who);
    expect(info).toMatchObject({
      waitPoaStatus: KycVerificationStatus.Retry,
      poaReasonCode: 'addressProof',
      // Sumsub's comment for the applicant, kept on one line
      poaReason: 'The document must not be older than three months. Please upload a recent one.',
    });
    const de = await call<Record<string, Record<string, Record<string, string>>>>(
      t,
      'GET',
      ApiPath.translate.replace(':lang', 'de'),
    );
    expect(JSON.stringify(de)).toContain('Ihr Adressnachweis konnte nicht akzeptiert werden');

    // The resubmission: the same applicant (Sumsub answers 409 to a second one), a new token, reviewed again.
    const again = await startStep(t, who, 'address');
    expect(again.result).toBe(0);
    expect(fake.calls.some((c) => c.path.startsWith('/resources/applicants?') && c.body.includes(':address'))).toBe(
      true,
    );
    await webhook(fake.submit(`${userId}:address`));
    expect((await kycInfo(t, who)).waitPoaStatus).toBe(KycVerificationStatus.Pending);
    await webhook(fake.review(`${userId}:address`, { answer: 'GREEN' }));
    expect((await kycInfo(t, who)).waitPoaStatus).toBe(KycVerificationStatus.Success);
  });

  it('rejects for good with a fraud label; refuses a bad digest, an unknown brand and a missing one', async () => {
    const { who } = await fundedTrader(t);
    const userId = await userIdOf(who);
    await startStep(t, who, 'identity');
    await webhook(fake.submit(`${userId}:identity`));
    const red = fake.review(`${userId}:identity`, { answer: 'RED', rejectType: 'FINAL', labels: ['FORGERY'] });

    const forged = { ...red, headers: { ...red.headers, 'x-payload-digest': '0'.repeat(64) } };
    expect((await webhook(forged)).statusCode).toBe(400);
    expect((await webhook(red, null)).statusCode).toBe(404);
    expect((await webhook(red, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    fake.useDigest('HMAC_SHA512_HEX');
    const red512 = fake.signed(JSON.parse(red.payload) as Record<string, unknown>);
    fake.useDigest('HMAC_SHA256_HEX');
    expect((await webhook(red512)).json()).toMatchObject({ data: { outcome: 'applied' } });
    expect(await kycInfo(t, who)).toMatchObject({ waitPoiStatus: KycVerificationStatus.Fail, poiReasonCode: 'fraud' });
  });

  it('switched back to the sandbox in the console: new sessions at the sandbox, old cases still decided', async () => {
    const { who } = await fundedTrader(t);
    const userId = await userIdOf(who);
    await startStep(t, who, 'identity');
    await webhook(fake.submit(`${userId}:identity`));

    const back = await choose({ provider: 'sandbox' });
    expect(back.data.identity).toMatchObject({ provider: 'sandbox', ...LEVELS });
    const other = (await fundedTrader(t)).who;
    expect((await startStep(t, other, 'identity')).data.provider).toMatchObject({ name: 'sandbox' });

    await webhook(fake.review(`${userId}:identity`, { answer: 'GREEN' }));
    expect((await kycInfo(t, who)).waitPoiStatus).toBe(KycVerificationStatus.Success);
  });
});
