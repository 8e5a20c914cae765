import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';
import { nodemailer } from './nodemailer.ts';

/**
 * With no SMTP server, each message is rendered exactly as SMTP would send it (RFC 5322, by nodemailer)
 * and written as an .eml file into DATA_DIR/outbox, so a person on a fresh machine can open it.
 */
export function outboxTransport(dir: string, onWritten?: (file: string) => void): MailTransport {
  // Created with the first message (nodemailer is loaded then).
  let renderer: Transporter | undefined;
  // Two messages in one millisecond must neither overwrite each other nor sort out of the order they were sent.
  let sequence = 0;
  return {
    name: 'outbox',
    async send(message) {
      renderer ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await renderer.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      sequence += 1;
      const file = join(dir, `${stamp}-${String(sequence).padStart(6, '0')}-${message.kind}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      onWritten?.(file);
      return { messageId: String(info.messageId) };
    },
    async close() {
      renderer?.close();
    },
  };
}
