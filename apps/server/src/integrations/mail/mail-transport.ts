/** A message ready to send; the mail queue hands it to a transport. */
export type MailMessage = {
  to: string;
  from: string | { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** What the message is for, for logs and the outbox file name (verify_email, reset_password …). */
  kind: string;
};

export type MailTransport = {
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
};
