import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, ResultCode, SITE_VERSION, SITE_VERSION_HEADER, type PersonalData } from '@portal/contract';
import { as, type Trader } from './buying-helpers.ts';
import { BERLIN, BORN, fundedTrader, kycInfo, savePersonalData, verifyStep, type Residence } from './kyc-helpers.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The funded-trader contract as the trader reads it: the text extracted from the PDF (what a reader, a search or a
 * copy-paste gets), in the trader's language, with the account's amount, the trader's name in full (accents and
 * all), the language's own quotation marks and no empty field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The PDF's text, spaces of any kind (no-break, narrow no-break) read as one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const contractPdf = async (who: Trader, contractId: string) => {
  const r = await t.app.inject({
    url: ApiPath.kycContract.replace(':id', contractId),
    headers: { authorization: `Bearer ${who.token}`, host: who.host, [SITE_VERSION_HEADER]: SITE_VERSION },
  });
  expect(r.statusCode).toBe(200);
  return new Uint8Array(r.rawPayload);
};

/** A funded trader named Élodie Müller (or `names`), verified through the provider (the date of birth typed there). */
async function verifiedTrader(
  host: string,
  language: string,
  residence?: Residence,
  names = { firstName: 'Élodie', lastName: 'Müller' },
) {
  const funded = await fundedTrader(t, host, residence, language);
  // the name as the trader types it in the profile, accents and all (issue 26)
  expect((await savePersonalData(t, funded.who, { ...(residence ?? BERLIN), ...names })).result).toBe(0);
  await verifyStep(t, funded.who, 'identity', 'approve');
  await verifyStep(t, funded.who, 'address', 'approve');
  return funded;
}

describe('the contract reads right in every language', () => {
  // Northwind's 10K account in USD (1,000,000 cents), Bluewave's 6K account in EUR (600,000 cents).
  const cases = [
    {
      lang: 'en',
      host: 'localhost',
      amount: '$10,000',
      quoted: '(the "Firm")',
      born: 'born April 12, 1990',
      split: /receives \d+% of/,
    },
    {
      lang: 'de',
      host: 'localhost',
      amount: '10.000 $',
      quoted: '(die „Firma“)',
      born: 'geboren am 12. April 1990',
      split: /erhält \d+ % der/,
    },
    {
      lang: 'es',
      host: 'localhost',
      amount: '10.000 US$',
      quoted: '(la «Empresa»)',
      born: 'nacido/a el 12 de abril de 1990',
      split: /recibe el \d+ % de/,
    },
    {
      lang: 'fr',
      host: '127.0.0.1',
      amount: '6 000 €',
      quoted: '(la « Société »)',
      born: 'né(e) le 12 avril 1990',
      split: /reçoit \d+ % des/,
    },
    {
      lang: 'en',
      host: '127.0.0.1',
      amount: '€6,000',
      quoted: '(the "Firm")',
      born: 'born April 12, 1990',
      split: /receives \d+% of/,
    },
  ];
  it.each(cases)('$lang, $amount: name, quotes, date of birth and balance as the account has them', async (c) => {
    const { who, login } = await verifiedTrader(c.host, c.lang);
    const contract = (await kycInfo(t, who)).contractSignStatus[0];
    expect(contract?.accountLogin).toBe(login);
    const text = await pdfText(await contractPdf(who, contract!.contractId));
    expect(text).toContain('Élodie Müller');
    expect(text).toContain(c.quoted);
    expect(text).toContain(c.born);
    expect(text).toContain(c.amount);
    expect(text).toMatch(c.split);
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/ - |\(s\)|undefined|null/);
  });
});

describe('names in every Latin letter', () => {
  it('prints them whole, from the letters of Latin Extended-A and -B to the Vietnamese ones', async () => {
    const names = { firstName: 'Łukasz Ștefan', lastName: 'Żółć-Nguyễn Ærøskøbing' };
    const { who } = await verifiedTrader('localhost', 'fr', undefined, names);
    const contract = (await kycInfo(t, who)).contractSignStatus[0]!;
    const text = await pdfText(await contractPdf(who, contract.contractId));
    expect(text).toContain('Łukasz Ștefan Żółć-Nguyễn Ærøskøbing');
  });
});

describe('the date of birth comes from the identity step', () => {
  it('fills the profile from the verified data; the contract prints it', async () => {
    const { who } = await fundedTrader(t, 'localhost', undefined, 'de');
    const before = await call<PersonalData>(t, 'GET', ApiPath.personalData, as(who));
    expect(before.data.dateOfBirth).toBeNull(); // sign-up does not ask for it
    await verifyStep(t, who, 'identity', 'approve', '1988-11-30');
    const after = await call<PersonalData>(t, 'GET', ApiPath.personalData, as(who));
    expect(after.data.dateOfBirth).toBe('1988-11-30');
    await verifyStep(t, who, 'address', 'approve');
    const contractId = (await kycInfo(t, who)).contractSignStatus[0]!.contractId;
    expect(await pdfText(await contractPdf(who, contractId))).toContain('geboren am 30. November 1988');
  });
});

describe('a contract that lacks a required fact is not generated', () => {
  it('tells the trader what to complete (-7), then issues the contract once the profile is complete', async () => {
    const { who } = await fundedTrader(t, 'localhost', { city: 'Berlin' });
    await verifyStep(t, who, 'identity', 'approve');
    await verifyStep(t, who, 'address', 'approve');
    const waiting = await kycInfo(t, who);
    expect(waiting.contractSignStatus).toEqual([]);
    expect(waiting.contractIncomplete).toEqual({ result: ResultCode.PersonalDataNotValid, fields: ['address'] });
    const [files] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from kyc_contracts where user_id = (select id from users where email = $1)',
      [who.email],
    );
    expect(files!.n).toBe(0);

    const saved = await savePersonalData(t, who, { dateOfBirth: BORN, city: 'Berlin', address: 'Unter den Linden 1' });
    expect(saved.result).toBe(0);
    const ready = await kycInfo(t, who);
    expect(ready.contractIncomplete).toBeNull();
    expect(ready.contractSignStatus).toHaveLength(1);
    const text = await pdfText(await contractPdf(who, ready.contractSignStatus[0]!.contractId));
    expect(text).toContain('Unter den Linden 1, Berlin, Germany');
  });

  it('lets a verified trader complete an identity field that is still empty, never change a verified one', async () => {
    const { who } = await fundedTrader(t);
    await verifyStep(t, who, 'identity', 'approve');
    // a trader verified before the identity step asked for the date of birth
    await t.db.query('update users set date_of_birth = null where email = $1', [who.email]);
    await verifyStep(t, who, 'address', 'approve');
    expect((await kycInfo(t, who)).contractIncomplete).toEqual({
      result: ResultCode.PersonalDataNotValid,
      fields: ['dateOfBirth'],
    });
    const save = (dateOfBirth: string) => savePersonalData(t, who, { dateOfBirth, ...BERLIN });
    expect((await save(BORN)).result).toBe(0);
    expect((await save('1991-01-01')).result).toBe(ResultCode.TraderIsAlreadyVerified);
    expect((await kycInfo(t, who)).contractSignStatus).toHaveLength(1);
  });
});
