import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';
import { nodemailer } from './nodemailer.ts';

/** Real delivery through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string): MailTransport {
  // Created with the first message (nodemailer is loaded then); it connects only to send anyway.
  let transporter: Transporter | undefined;
  return {
    name: 'smtp',
    async send(message) {
      transporter ??= (await nodemailer()).createTransport(url);
      const info = await transporter.sendMail(message);
      return { messageId: String(info.messageId) };
    },
    async close() {
      transporter?.close();
    },
  };
}
