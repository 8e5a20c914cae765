import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiPath,
  ChallengeStatus,
  ResultCode,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  type Certificate,
  type Certificates,
} from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { rawCall, useTrader } from './http-helpers.ts';
import { call, useTestApp } from './test-app.ts';
import { accountRow, boughtAccount, pushOk, stageAccount, startAccountAt, winningDays } from './evaluation-helpers.ts';

/** Certificates (docs/decisions/019-certificates.md): issued per milestone, owner-only, rendered, verifiable. */
describe('certificates', () => {
  let phase1Id: string;
  let fundedId: string;
  const host = '127.0.0.1';

  const list = (who: Trader) => call<Certificates>(t, 'GET', `${ApiPath.certificates}?lang=en`, as(who));
  const fetchAsset = (url: string, h = host) =>
    t.app.inject({ method: 'GET', url, headers: { host: h, [SITE_VERSION_HEADER]: SITE_VERSION } });
  const verify = (shortId: string, h = host) =>
    call<Record<string, unknown>>(t, 'GET', ApiPath.certificateVerify.replace(':shortId', shortId), { host: h });

  const t = useTestApp();
  const blue = useTrader(t, { host });
  const other = useTrader(t, { host });
  beforeAll(async () => {
    await t.db.query(`update users set first_name = 'Alice', last_name = 'marchetti' where email = $1`, [blue.email]);
    const p1 = await boughtAccount(t, blue, 'Stellar 2-Step 6K', 'bluewave-trader');
    phase1Id = p1.id;
    await startAccountAt(t, p1, '2026-04-06T06:00:00.000Z');
    expect((await pushOk(t, p1, winningDays('2026-04-06T08:00:00.000Z', 5, 10_000))).status).toBe(4);
    const order = (await accountRow(t, p1.id)).order_id;
    const p2 = (await stageAccount(t, order, 2))!;
    // Bluewave asks for KYC: the last phase completes in the KYC-needed range (11), the funded account opens in 9
    expect((await pushOk(t, p2, winningDays('2026-04-13T08:00:00.000Z', 5, 7_000))).status).toBe(
      ChallengeStatus.Phase2CompletedKycNeeded,
    );
    fundedId = (await stageAccount(t, order, 3))!.id;
  });

  it('a passed phase and the funded account each get one certificate, newest first', async () => {
    const r = await list(blue);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data.items.map((c) => [c.kind, c.phase, c.amount, c.currency])).toEqual([
      ['funded', null, 600_000, 'EUR'],
      ['phasePassed', 2, 600_000, 'EUR'],
      ['phasePassed', 1, 600_000, 'EUR'],
    ]);
    expect(r.data.items[2]).toMatchObject({ accountId: phase1Id, issuedAt: '2026-04-10T09:00:00.000Z' });
    expect(r.data.items[0]).toMatchObject({ accountId: fundedId });
    expect(r.data.items[0]!.verifyUrl).toMatch(/^http:\/\/127\.0\.0\.1(:\d+)?\/certificate\/[0-9A-Z]{10}$/);
  });

  it('events pushed again issue nothing more', async () => {
    const p1 = { id: phase1Id, ...(await accountRow(t, phase1Id)) };
    await pushOk(
      t,
      { id: p1.id, login: p1.login, platformId: 'bluewave-trader' },
      winningDays('2026-04-06T08:00:00.000Z', 5, 10_000),
    );
    expect((await list(blue)).data.items).toHaveLength(3);
  });

  it('a trader never sees another trader’s certificates, nor opens their files', async () => {
    expect((await list(other)).data.items).toEqual([]);
    const mine = (await list(blue)).data.items[0]!;
    // A signature is bound to its certificate: another id with it is not found.
    const [otherToken] = /token=[^&]+/.exec(mine.imageUrl)!;
    const forged = ApiPath.certificateImage.replace(':id', (await list(blue)).data.items[1]!.id) + `?${otherToken}`;
    expect((await fetchAsset(forged)).statusCode).toBe(404);
    expect((await fetchAsset(mine.imageUrl.replace(/token=[^&]+/, 'token=1999999999.abc'))).statusCode).toBe(404);
    // Another brand's host does not serve it either.
    expect((await fetchAsset(mine.imageUrl, 'localhost')).statusCode).toBe(404);
  });

  it('renders PNG and PDF in the brand’s look at the SPEC asset paths', async () => {
    const c: Certificate = (await list(blue)).data.items[2]!;
    expect(c.imageUrl).toMatch(new RegExp(`^/api/app/assets/certificate/images/v1/${c.id}\\?token=`));
    const png = await fetchAsset(c.imageUrl);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1600); // width
    const pdf = await fetchAsset(c.pdfUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${c.shortId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const view = await fetchAsset(c.contentUrl);
    expect(view.headers['content-disposition']).toMatch(/^inline/);
  });

  it('the public check shows first name + initial, milestone, amount and date, and nothing else', async () => {
    const c = (await list(blue)).data.items[2]!;
    const typed = `${c.shortId.slice(0, 4)}-${c.shortId.slice(4, 8)}-${c.shortId.slice(8)}`.toLowerCase();
    const r = await verify(typed);
    expect(r.result).toBe(ResultCode.Ok);
    expect(r.data).toEqual({
      shortId: c.shortId,
      brandName: 'Bluewave Prop',
      displayName: 'Alice M.',
      kind: 'phasePassed',
      phase: 1,
      amount: 600_000,
      currency: 'EUR',
      issuedAt: '2026-04-10T09:00:00.000Z',
    });
    expect((await verify('ZZZZZZZZZZ')).result).toBe(ResultCode.FileNotFound);
    expect((await verify('not an id')).result).toBe(ResultCode.FileNotFound);
    // Checked on the brand that issued it only.
    expect((await verify(c.shortId, 'localhost')).result).toBe(ResultCode.FileNotFound);
  });

  it('a paid payout gets one certificate with the amount paid, however often it is reported', async () => {
    const [user] = await t.db.query<{ id: string; brand_id: string }>(
      'select id, brand_id from users where email = $1',
      [blue.email],
    );
    const payout = {
      id: '6f1c1d34-7a33-4d55-9d55-3c1a9b8f2a10',
      accountId: fundedId,
      traderId: user!.id,
      brandId: user!.brand_id,
      amount: 123_456,
      currency: 'EUR',
      paidAt: new Date('2026-05-20T12:00:00.000Z'),
    };
    const service = t.app.modules.certificates.services.certificatesService;
    const [a, b] = await Promise.all([service.issueForPaidPayout(payout), service.issueForPaidPayout(payout)]);
    expect(a).toEqual(b);
    const items = (await list(blue)).data.items.filter((c) => c.kind === 'payout');
    expect(items.map((c) => [c.amount, c.issuedAt, c.shortId])).toEqual([
      [123_456, '2026-05-20T12:00:00.000Z', a!.shortId],
    ]);
    // Another trader's account is never certified for this trader.
    const [stranger] = await t.db.query<{ id: string }>('select id from users where email = $1', [other.email]);
    expect(await service.issueForPaidPayout({ ...payout, id: crypto.randomUUID(), traderId: stranger!.id })).toBeNull();
    expect((await list(other)).data.items).toEqual([]);
  });

  it('the list needs a session, and its signed URLs are never stored by a cache', async () => {
    const r = await call(t, 'GET', ApiPath.certificates, { host });
    expect(r.status).toBe(401);
    const signed = await rawCall(t, {
      url: ApiPath.certificates,
      host,
      headers: { authorization: `Bearer ${blue.token}` },
    });
    expect(signed.status).toBe(200);
    expect(signed.headers['cache-control']).toMatch(/no-store/);
  });
});
