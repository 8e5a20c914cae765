import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ApiPath, ChallengeStatus, ResultCode, type TraderAccounts } from '@portal/contract';
import { signPayload } from '../src/lib/signed-payload.ts';
import { SANDBOX_KYC_SIGNATURE_HEADER } from '../src/integrations/kyc/sandbox/sandbox-kyc.ts';
import { adminCall, agentCookie, CONSOLE_HOST, type Agent, signedInAs, useOperator } from './admin-helpers.ts';
import { as, type Trader } from './buying-helpers.ts';
import {
  accountRow,
  startedAccount,
  platformEnabled,
  pushOk,
  stageAccount,
  winningDays,
} from './evaluation-helpers.ts';
import { newTrader, rawCall } from './http-helpers.ts';
import {
  BERLIN,
  BORN,
  deliverKyc,
  fundedTrader as fundedKycTrader,
  JPEG,
  kycInfo,
  PNG,
  savePersonalData,
  startStep,
  submitFiles,
  uploadFile,
  verifyStep as verifyKycStep,
} from './kyc-helpers.ts';
import { call, injectInto, useTestApp } from './test-app.ts';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const t = useTestApp();
const owner = useOperator(t, 'owner');
const support = useOperator(t, 'support');
const finance = useOperator(t, 'finance');

const info = (who: Trader) => kycInfo(t, who);
const start = (who: Trader, step: 'identity' | 'address', country = 'DE') => startStep(t, who, step, country);
const upload = (token: string, slot: string, name: string, bytes: Buffer) => uploadFile(t, token, slot, name, bytes);
const submit = (token: string, documentType: string, dateOfBirth?: string) =>
  submitFiles(t, token, documentType, dateOfBirth);
const deliver = () => deliverKyc(t);
const verifyStep = (who: Trader, step: 'identity' | 'address', fileName: string) =>
  verifyKycStep(t, who, step, fileName);
const fundedTrader = (host = 'localhost') => fundedKycTrader(t, host);
const accountStatus = async (id: string) =>
  (await t.db.query<{ status: number }>('select status from trader_accounts where id = $1', [id]))[0]!.status;

async function pendingCase(email: string, step: 'identity' | 'address') {
  const r = await adminCall<{
    items: { id: string; traderEmail: string; step: string; documents: { id: string }[] }[];
  }>(t, 'GET', `${ApiPath.adminIdentityCases}?status=1&pageSize=100`, { agent: support });
  expect(r.result).toBe(0);
  return r.data.items.find((c) => c.traderEmail === email && c.step === step)!;
}

describe('the sandbox provider’s own API', () => {
  it('answers every error in the {result, data} envelope, with its HTTP status', async () => {
    const { who } = await fundedTrader();
    const s = await start(who, 'identity');
    expect(s.result).toBe(0);
    const token = s.data.token;
    const raw = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | Buffer, headers = {}) =>
      rawCall(t, {
        method,
        url,
        ...(payload !== undefined ? { payload } : {}),
        headers: { 'x-kyc-token': token, ...headers },
      });
    const json = { 'content-type': 'application/json' };
    const bytes = { 'content-type': 'application/octet-stream' };
    const cases: [string, Promise<Awaited<ReturnType<typeof rawCall>>>, number, number][] = [
      [
        'unknown session',
        rawCall(t, { url: '/kyc/sandbox/api/session', headers: { 'x-kyc-token': 'nope' } }),
        401,
        -200,
      ],
      ['a text file', raw('PUT', '/kyc/sandbox/api/files/front', Buffer.from('plain text'), bytes), 415, -5],
      ['an unknown slot', raw('PUT', '/kyc/sandbox/api/files/elsewhere', PNG, bytes), 400, -200],
      ['an unknown document type', raw('POST', '/kyc/sandbox/api/submit', '{"documentType":"x"}', json), 400, -200],
      ['no files yet', raw('POST', '/kyc/sandbox/api/submit', '{"documentType":"passport"}', json), 400, -200],
      ['malformed JSON', raw('POST', '/kyc/sandbox/api/submit', '{"documentType":', json), 400, -200],
      [
        'a file over 10 MB',
        raw('PUT', '/kyc/sandbox/api/files/front', Buffer.alloc(10 * 1024 * 1024 + 1), bytes),
        413,
        -200,
      ],
      ['an unknown path', raw('GET', '/kyc/sandbox/api/nothing-here'), 404, -200],
    ];
    for (const [label, reply, status, result] of cases) {
      const r = await reply;
      expect([r.status, Object.keys(r.json).sort(), r.json.result], label).toEqual([
        status,
        ['data', 'result'],
        result,
      ]);
    }
  });
});

describe('identity verification and the contract, end to end on the API', () => {
  it('verifies identity (sandbox decision) and address (console), signs and gets the funded account approved', async () => {
    const { who, accountId, login } = await fundedTrader();
    const before = await info(who);
    expect(before).toMatchObject({
      waitPoiStatus: 0,
      waitPoaStatus: 0,
      initiationPoiStatus: 0,
      contractSignStatus: [],
    });

    // -70: the address before identity
    expect((await start(who, 'address')).result).toBe(ResultCode.TraderIsNotVerified);

    const s = await start(who, 'identity');
    expect(s.result).toBe(0);
    expect(s.data.provider.type).toBe(0); // Northwind: the hosted SDK
    // -5: not an image or a PDF by content, whatever its name
    const bad = await upload(s.data.token, 'front', 'passport.png', Buffer.from('GIF89a not really an image'));
    expect(bad.status).toBe(415);
    expect(bad.json.result).toBe(ResultCode.WrongFileExtension);
    expect((await upload(s.data.token, 'front', 'approve-front.png', PNG)).status).toBe(200);
    expect((await submit(s.data.token, 'passport')).status).toBe(400); // the selfie is missing
    expect((await upload(s.data.token, 'selfie', 'me.jpg', JPEG)).status).toBe(200);
    // the identity step asks for the date of birth, as a real provider reads it from the document
    expect((await submit(s.data.token, 'passport')).status).toBe(400);
    expect((await submit(s.data.token, 'passport', '2990-01-01')).status).toBe(400);
    expect((await submit(s.data.token, 'passport', BORN)).status).toBe(200);
    // single use: the same token takes nothing more
    expect((await submit(s.data.token, 'passport', BORN)).status).toBe(401);
    expect((await upload(s.data.token, 'front', 'x.png', PNG)).status).toBe(401);
    await deliver();
    expect(await info(who)).toMatchObject({ waitPoiStatus: 2, initiationPoiStatus: 1, identityLocked: true });
    // -71: a second verification of a verified identity
    expect((await start(who, 'identity')).result).toBe(ResultCode.TraderIsAlreadyVerified);

    await verifyStep(who, 'address', 'electricity-bill');
    expect((await info(who)).waitPoaStatus).toBe(1); // waits for a person
    const c = await pendingCase(who.email, 'address');
    // finance may read the queue but not decide
    const denied = await adminCall(t, 'POST', ApiPath.adminIdentityDecide.replace(':id', c.id), {
      agent: finance,
      body: { decision: 'approve' },
    });
    expect(denied.result).toBe(ResultCode.NotAuthorized);
    const ok = await adminCall(t, 'POST', ApiPath.adminIdentityDecide.replace(':id', c.id), {
      agent: support,
      body: { decision: 'approve' },
    });
    expect(ok.result).toBe(0);
    // decided once
    const again = await adminCall(t, 'POST', ApiPath.adminIdentityDecide.replace(':id', c.id), {
      agent: support,
      body: { decision: 'reject', reason: 'late' },
    });
    expect(again.result).toBe(ResultCode.RequestIsNotValid);

    const verified = await info(who);
    expect(verified.waitPoaStatus).toBe(2);
    expect(verified.contractSignStatus).toEqual([
      expect.objectContaining({ contractSignStatus: 0, accountLogin: login, signedAt: null }),
    ]);
    const contractId = verified.contractSignStatus[0]!.contractId;
    const shown = await rawCall(t, {
      url: ApiPath.kycContract.replace(':id', contractId),
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');

    // -7: the typed name must be the legal name; consent is required
    const sign = (fullName: string, consent: unknown = true) =>
      call<{ pdfSha256: string; contractSignStatus: number }>(
        t,
        'POST',
        ApiPath.kycContractSign.replace(':id', contractId),
        {
          ...as(who),
          body: { fullName, consent },
          headers: { 'user-agent': 'KycTest/1.0' },
        },
      );
    expect((await sign('Someone Else')).result).toBe(ResultCode.PersonalDataNotValid);
    expect((await sign('Test Trader', false)).result).toBe(ResultCode.RequestIsNotValid);
    const signed = await sign('  test   trader ');
    expect(signed.result).toBe(0);
    expect(signed.data.contractSignStatus).toBe(1);
    expect((await sign('Test Trader')).result).toBe(ResultCode.RequestIsNotValid); // signed once

    // the hash recorded is the SHA-256 of the exact PDF the trader was shown, as stored
    const [row] = await t.db.query<{
      pdf_sha256: string;
      signed_pdf_sha256: string;
      signed_ip: string;
      signed_user_agent: string;
    }>('select pdf_sha256, signed_pdf_sha256, signed_ip, signed_user_agent from kyc_contracts where id = $1', [
      contractId,
    ]);
    const stored = readFileSync(join(t.config.dataDir, 'contracts', `${contractId}.pdf`));
    expect(sha(stored)).toBe(row!.pdf_sha256);
    expect(signed.data.pdfSha256).toBe(row!.pdf_sha256);
    expect(sha(Buffer.from(shown.body, 'latin1'))).not.toBe(''); // served
    const signedPdf = readFileSync(join(t.config.dataDir, 'contracts', `${contractId}-signed.pdf`));
    expect(sha(signedPdf)).toBe(row!.signed_pdf_sha256);
    expect(row).toMatchObject({ signed_ip: who.ip, signed_user_agent: 'KycTest/1.0' });
    const pages = async (b: Uint8Array) => (await PDFDocument.load(b)).getPageCount();
    expect(await pages(signedPdf)).toBe((await pages(stored)) + 1);

    // the console's overview counts the contract waiting for the firm
    const overview = await adminCall<{ openQueues: { contracts: number } }>(t, 'GET', ApiPath.adminOverview, {
      agent: owner,
    });
    expect(overview.data.openQueues.contracts).toBeGreaterThanOrEqual(1);

    // support may not decide contracts; the owner approves: 9 → 3, trading stays enabled
    const decide = (agent: Agent, body: unknown) =>
      adminCall(t, 'POST', ApiPath.adminContractDecide.replace(':id', contractId), { agent, body });
    expect((await decide(support, { decision: 'approve' })).result).toBe(ResultCode.NotAuthorized);
    expect(await accountStatus(accountId)).toBe(ChallengeStatus.Stage3KycNeeded);
    // The trader's list, read twice (kept in memory), follows the approval in the next read.
    const listedStatus = async () =>
      (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(who))).data.items.find((a) => a.id === accountId)
        ?.status;
    expect(await listedStatus()).toBe(ChallengeStatus.Stage3KycNeeded);
    expect(await listedStatus()).toBe(ChallengeStatus.Stage3KycNeeded);
    expect((await decide(owner, { decision: 'approve' })).result).toBe(0);
    expect(await accountStatus(accountId)).toBe(ChallengeStatus.Stage3KycSuccess);
    expect(await listedStatus()).toBe(ChallengeStatus.Stage3KycSuccess);
    expect(await platformEnabled(t, login)).toBe(true);
    expect((await info(who)).contractSignStatus[0]!.contractSignStatus).toBe(2);

    // a verified trader's identity fields are read-only
    const change = await savePersonalData(t, who, { firstName: 'Other', dateOfBirth: BORN });
    expect(change.result).toBe(ResultCode.TraderIsAlreadyVerified);
    expect((await savePersonalData(t, who, { dateOfBirth: BORN, city: 'Hamburg' })).result).toBe(0);
  });

  it('shows a rejection with its reason, a retry with a new start, and rejects a contract (13, disabled)', async () => {
    const { who, accountId, login } = await fundedTrader('127.0.0.1');
    const s = await start(who, 'identity');
    expect(s.data.provider.type).toBe(1); // Bluewave: the widget frame
    await upload(s.data.token, 'front', 'retry-front.png', PNG);
    await upload(s.data.token, 'selfie', 'selfie.png', PNG);
    await submit(s.data.token, 'passport', BORN);
    await deliver();
    let k = await info(who);
    expect(k.waitPoiStatus).toBe(4);
    expect(k.poiReason).toMatch(/retry/);
    await verifyStep(who, 'identity', 'reject-me');
    k = await info(who);
    expect(k.waitPoiStatus).toBe(3);
    expect(k.poiReason).toMatch(/rejection/);
    // a failed verification cannot start again by itself
    expect((await start(who, 'identity')).result).toBe(ResultCode.RequestIsNotValid);
    // the firm lets the trader try again through support: a case decided by hand
    await t.db.query(`update kyc_cases set status = 4 where user_id = (select id from users where email = $1)`, [
      who.email,
    ]);
    await verifyStep(who, 'identity', 'approve');
    await verifyStep(who, 'address', 'approve');
    const contractId = (await info(who)).contractSignStatus[0]!.contractId;
    expect(
      (
        await call(t, 'POST', ApiPath.kycContractSign.replace(':id', contractId), {
          ...as(who),
          body: { fullName: 'Test Trader', consent: true },
        })
      ).result,
    ).toBe(0);
    const decide = (body: unknown) =>
      adminCall(t, 'POST', ApiPath.adminContractDecide.replace(':id', contractId), { agent: owner, body });
    expect((await decide({ decision: 'reject' })).result).toBe(ResultCode.RequestIsNotValid); // a reason is needed
    expect((await decide({ decision: 'reject', reason: 'Document mismatch' })).result).toBe(0);
    expect(await accountStatus(accountId)).toBe(ChallengeStatus.DisabledByContractRejected);
    expect(await platformEnabled(t, login)).toBe(false);
  });

  it('asks for a retry from the console with a reason the trader sees', async () => {
    const { who } = await fundedTrader();
    await verifyStep(who, 'identity', 'plain-scan');
    const c = await pendingCase(who.email, 'identity');
    const noReason = await adminCall(t, 'POST', ApiPath.adminIdentityDecide.replace(':id', c.id), {
      agent: support,
      body: { decision: 'retry' },
    });
    expect(noReason.result).toBe(ResultCode.RequestIsNotValid);
    await adminCall(t, 'POST', ApiPath.adminIdentityDecide.replace(':id', c.id), {
      agent: support,
      body: { decision: 'retry', reason: 'The photo is blurred.' },
    });
    const k = await info(who);
    expect(k).toMatchObject({ waitPoiStatus: 4, poiReason: 'The photo is blurred.' });
    expect((await start(who, 'identity')).result).toBe(0);
  });

  it('never serves a document or a contract to another trader', async () => {
    const { who } = await fundedTrader();
    await verifyStep(who, 'identity', 'approve');
    await verifyStep(who, 'address', 'approve');
    const [c] = await t.db.query<{ id: string; documents: { id: string }[] }>(
      'select id, documents from kyc_cases where user_id = (select id from users where email = $1) and step = 0',
      [who.email],
    );
    const docUrl = ApiPath.kycDocument.replace(':caseId', c!.id).replace(':documentId', c!.documents[0]!.id);
    const contractId = (await info(who)).contractSignStatus[0]!.contractId;
    const mine = await rawCall(t, { url: docUrl, headers: { authorization: `Bearer ${who.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const other = await newTrader(t);
    const theirs = await call(t, 'GET', docUrl, as(other));
    expect(theirs.result).toBe(ResultCode.FileNotFound);
    expect((await call(t, 'GET', ApiPath.kycContract.replace(':id', contractId), as(other))).result).toBe(
      ResultCode.FileNotFound,
    );
    // nobody without a session
    expect((await rawCall(t, { url: docUrl })).status).toBe(401);
    // the console's support reads it; a brand admin of another brand does not
    const bluewaveAdmin = await signedInAs(t, 'brand_admin', ['bluewave']);
    const path = ApiPath.adminIdentityDocument.replace(':id', c!.id).replace(':documentId', c!.documents[0]!.id);
    expect((await adminCall(t, 'GET', path, { agent: bluewaveAdmin })).result).toBe(ResultCode.NotAuthorized);
    // a link the console opens in a new tab: a navigation of its own origin, the cookie and no CSRF token
    const res = await injectInto(t, 'console', {
      method: 'GET',
      url: path,
      headers: { host: CONSOLE_HOST, cookie: agentCookie(support), 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('a challenge passed to the end', () => {
  it('reads passed on its last phase, not verification needed, once the funded account’s contract is approved', async () => {
    // Bluewave's Stellar 2-Step: both phases passed through the bridge (as certificates.api.test.ts does), the last
    // one completes while verification is needed (11) and opens the funded account waiting for it (9).
    const who = await newTrader(t, { host: '127.0.0.1' });
    expect((await savePersonalData(t, who, BERLIN)).result).toBe(0);
    const p1 = await startedAccount(t, who, '2026-04-06T06:00:00.000Z', 'Stellar 2-Step 6K', 'bluewave-trader');
    expect((await pushOk(t, p1, winningDays('2026-04-06T08:00:00.000Z', 5, 10_000))).status).toBe(
      ChallengeStatus.Phase1CompletedKycSuccess,
    );
    const order = (await accountRow(t, p1.id)).order_id;
    const p2 = (await stageAccount(t, order, 2))!;
    expect((await pushOk(t, p2, winningDays('2026-04-13T08:00:00.000Z', 5, 7_000))).status).toBe(
      ChallengeStatus.Phase2CompletedKycNeeded,
    );
    const funded = (await stageAccount(t, order, 3))!;
    const listed = async () =>
      Object.fromEntries(
        (await call<TraderAccounts>(t, 'GET', ApiPath.traderAccounts, as(who))).data.items.map((a) => [a.id, a.status]),
      );
    expect(await listed()).toEqual({
      [p1.id]: ChallengeStatus.Phase1CompletedKycSuccess,
      [p2.id]: ChallengeStatus.Phase2CompletedKycNeeded,
      [funded.id]: ChallengeStatus.Stage3KycNeeded,
    });

    // Identity and address verified, the contract signed and approved by the firm.
    await verifyStep(who, 'identity', 'approve');
    await verifyStep(who, 'address', 'approve');
    const contractId = (await info(who)).contractSignStatus[0]!.contractId;
    const signed = await call(t, 'POST', ApiPath.kycContractSign.replace(':id', contractId), {
      ...as(who),
      body: { fullName: 'Test Trader', consent: true },
    });
    expect(signed.result).toBe(0);
    const approved = await adminCall(t, 'POST', ApiPath.adminContractDecide.replace(':id', contractId), {
      agent: owner,
      body: { decision: 'approve' },
    });
    expect(approved.result).toBe(0);

    // Nothing of the challenge waits for verification any more: the last phase reads passed, in the trader's list
    // (kept in memory) too, and the phase before it and the funded account as they should.
    expect(await accountStatus(p2.id)).toBe(ChallengeStatus.Phase2CompletedKycSuccess);
    expect(await listed()).toEqual({
      [p1.id]: ChallengeStatus.Phase1CompletedKycSuccess,
      [p2.id]: ChallengeStatus.Phase2CompletedKycSuccess,
      [funded.id]: ChallengeStatus.Stage3KycSuccess,
    });
  });
});

describe('the provider webhook', () => {
  const post = (body: string, signature: string) =>
    rawCall(t, {
      method: 'POST',
      url: ApiPath.kycWebhook.replace(':provider', 'sandbox'),
      payload: body,
      host: 'provider.example',
      headers: { 'content-type': 'application/json', [SANDBOX_KYC_SIGNATURE_HEADER]: signature },
    });

  it('changes nothing on a bad, stale or replayed signature; a repeated event is applied once', async () => {
    const { who } = await fundedTrader();
    await verifyStep(who, 'identity', 'plain');
    const c = await pendingCase(who.email, 'identity');
    const [row] = await t.db.query<{ provider_case_id: string; user_id: string }>(
      'select provider_case_id, user_id from kyc_cases where id = $1',
      [c.id],
    );
    const body = JSON.stringify({
      eventId: 'kevt_forged_1',
      type: 'verification.approved',
      caseId: row!.provider_case_id,
      reference: row!.user_id,
      step: 'identity',
    });
    const forged = await post(body, signPayload('wrong-secret-wrong-secret-wrong-secret', body, Date.now()));
    expect(forged.status, forged.body).toBe(400);
    const secret = t.app.modules.kyc.services.secret;
    expect((await post(body, signPayload(secret, body, Date.now() - 10 * 60_000))).status).toBe(400);
    // a valid signature over another body, replayed with this body
    expect((await post(body, signPayload(secret, body.replace('approved', 'rejected'), Date.now()))).status).toBe(400);
    expect((await info(who)).waitPoiStatus).toBe(1);

    const signed = signPayload(secret, body, Date.now());
    const first = await post(body, signed);
    expect(first.json).toMatchObject({ result: 0, data: { outcome: 'applied' } });
    expect((await info(who)).waitPoiStatus).toBe(2);
    // the same delivery again (a replay within the tolerance): a repeat, nothing changes
    const rejected = JSON.stringify({ ...JSON.parse(body), type: 'verification.rejected', reason: 'x' });
    expect((await post(body, signed)).json).toMatchObject({ result: 0, data: { outcome: 'repeat' } });
    const decidedAgain = await post(rejected, signPayload(secret, rejected, Date.now()));
    expect(decidedAgain.json).toMatchObject({ result: 0, data: { outcome: 'repeat' } });
    expect((await info(who)).waitPoiStatus).toBe(2);
  });
});
