import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** One message of the outbox, parsed by mailparser (nodemailer's sibling): what a mail client would show. */
export type Eml = {
  file: string;
  kind: string;
  headers: { from: string; to: string };
  subject: string;
  text: string;
  html: string;
  /** the 6-digit code in the text, if any */
  code: string | null;
};

export async function parseEml(raw: string, file = ''): Promise<Eml> {
  const mail = await simpleParser(raw);
  const text = mail.text ?? '';
  return {
    file,
    // outbox-transport.ts names a file `<time>-<sequence>-<kind>-<address>.eml`; an address may hold dashes.
    kind: /^[\dT-]+Z-\d+-([^-]+)-/.exec(file)?.[1] ?? '',
    headers: {
      from: mail.from?.text ?? '',
      to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
    },
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    code: text.match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1] ?? null,
  };
}

/** Every message written to the outbox for `email`, oldest first. */
export async function outboxMails(outboxDir: string, email: string): Promise<Eml[]> {
  if (!existsSync(outboxDir)) return [];
  const files = readdirSync(outboxDir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  return Promise.all(files.map((f) => parseEml(readFileSync(join(outboxDir, f), 'utf8'), f)));
}
