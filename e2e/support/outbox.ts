import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from './env.ts';

/** Waits for the newest e-mail to `email` in the server's outbox and returns its 6-digit code. */
export async function codeFromOutbox(email: string, timeoutMs = 15_000): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(`-${email}.eml`))
          .sort()
      : [];
    const last = files.at(-1);
    if (last) {
      const mail = await simpleParser(readFileSync(join(dir, last), 'utf8'));
      const code = mail.text?.match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The server's token-signing secret (generated under DATA_DIR), to mint an expired token in a test. */
export const signingSecret = () => readFileSync(join(E2E_DATA_DIR, 'secrets/jwt.key'), 'utf8').trim();
