import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

/** Real delivery through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: String(info.messageId) };
    },
    async close() {
      transporter.close();
    },
  };
}
