import { describe, expect, it } from 'vitest';
import { PayoutStatus } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { MailQueue, QueuedMessage } from '../mail/mail-queue.service.ts';
import { createPayoutMailer } from './payout-mails.ts';

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

/** The payout mail as queued, in the trader's language: subject, text and HTML. */
async function payoutMail(language: string, amount: number, currency: string) {
  const queued: QueuedMessage[] = [];
  const mailQueue = { enqueue: async (_q, m) => void queued.push(m), kick: () => {} } satisfies MailQueue;
  const mailer = createPayoutMailer({ mailQueue, origin: () => 'https://portal.example' });
  await mailer.queue(
    {} as Queryable,
    brand,
    { email: 'elodie@example.com', first_name: 'Élodie', language },
    { id: 'p1', number: 'P-1001', status: PayoutStatus.Paid, amount, currency },
  );
  return queued[0]!;
}

describe('the amount a payout mail states', () => {
  it.each([
    ['en', 80_000, 'USD', '$800'],
    ['de', 80_000, 'USD', '800 $'],
    ['de', 123_456, 'EUR', '1.234,56 €'],
    ['fr', 600_000, 'EUR', '6 000 €'],
    ['es', 1_000_000, 'USD', '10.000 US$'],
  ])('%s: %i minor units of %s read %s, in the text and the HTML', async (lang, amount, currency, printed) => {
    const mail = await payoutMail(lang, amount, currency);
    expect(mail.text.replace(/\s/g, ' ')).toContain(printed);
    expect(mail.html.replace(/\s/g, ' ')).toContain(printed);
  });
});
