import { describe, expect, it } from 'vitest';
import type { BrandRow } from '../brands/brand.ts';
import { composeNotificationMail, mailParams } from './notification-mail.ts';

const brand: BrandRow = {
  id: 'b1',
  code: 'northwind',
  name: 'Northwind Funded',
  settings: {},
  languages: { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français' },
  default_language: 'en',
  disabled_countries: [],
  public_url: 'https://portal.example',
  first_host: null,
};

/** A payout's notification mail in the trader's language: subject, text and HTML. */
const payoutMail = (lang: string, amount: number, currency: string) =>
  composeNotificationMail({
    event: 'payoutPaid',
    lang,
    brand,
    origin: 'https://portal.example',
    name: 'Élodie',
    params: { payoutId: 'p1', number: 'P-1001', amount, currency, reason: '' },
    traderAccountId: null,
    unsubscribeUrl: 'https://portal.example/unsubscribe?token=t',
  });

describe('the amount a payout mail states', () => {
  it.each([
    ['en', 80_000, 'USD', '$800'],
    ['de', 80_000, 'USD', '800 $'],
    ['de', 123_456, 'EUR', '1.234,56 €'],
    ['fr', 600_000, 'EUR', '6 000 €'],
    ['es', 1_000_000, 'USD', '10.000 US$'],
  ])('%s: %i minor units of %s read %s, in the text and the HTML', (lang, amount, currency, printed) => {
    const mail = payoutMail(lang, amount, currency);
    expect(mail.text.replace(/\s/g, ' ')).toContain(printed);
    expect(mail.html.replace(/\s/g, ' ')).toContain(printed);
  });

  it('links to the payout and carries the unsubscribe link, translated', () => {
    const mail = payoutMail('de', 80_000, 'USD');
    expect(mail.text).toContain('https://portal.example/dashboard/payout/p1');
    expect(mail.text).toContain('Diese E-Mails abbestellen https://portal.example/unsubscribe?token=t');
    expect(mail.html).toContain('href="https://portal.example/unsubscribe?token=t"');
  });
});

describe('an early warning’s facts in its mail', () => {
  it('states the room left in the account currency and the reset in UTC', () => {
    const p = mailParams(
      {
        login: '7001',
        currency: 'EUR',
        room: 100_000,
        allowance: 500_000,
        loss: 400_000,
        resetAt: '2026-03-03T00:00:00.000Z',
      },
      'en',
    );
    expect(p).toMatchObject({
      login: '7001',
      room: '€1,000',
      allowance: '€5,000',
      resetAt: 'Mar 3, 2026, 12:00 AM UTC',
    });
  });

  it('names a broken rule in the trader’s language', () => {
    expect(mailParams({ rule: 'dailyLoss' }, 'fr').rule).toBe('limite de perte journalière');
  });
});
