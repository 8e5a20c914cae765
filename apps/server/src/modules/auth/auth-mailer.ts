import type { Queryable } from '../../db/client.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import type { MailQueue } from '../mail/mail-queue.service.ts';
import { composeAuthMail, type AuthMailKind } from './auth.mails.ts';
import type { RequestContext } from './request-context.ts';

/** Queues the auth e-mails in the caller's transaction; `kick` asks the dispatcher to send after commit. */
export function createAuthMailer(deps: {
  mailQueue: MailQueue;
  codeTtlMinutes: number;
  onCode?: (info: { to: string; kind: AuthMailKind; code: string }) => void;
}) {
  return {
    async queue(
      q: Queryable,
      ctx: RequestContext,
      user: { email: string; first_name: string | null; language: string | null },
      kind: AuthMailKind,
      code?: string,
    ): Promise<void> {
      const lang =
        [user.language, ctx.language, ctx.brand.default_language].find((l): l is string => !!l && !!catalogues[l]) ??
        'en';
      const logo = ctx.brand.settings.logoUrl;
      const mail = composeAuthMail({
        kind,
        lang,
        brand: { name: ctx.brand.name, logoUrl: typeof logo === 'string' ? logo : null, publicUrl: ctx.publicUrl },
        name: user.first_name,
        ...(code ? { code, minutes: deps.codeTtlMinutes } : {}),
      });
      await deps.mailQueue.enqueue(q, {
        brandId: ctx.brand.id,
        fromName: ctx.brand.name,
        to: user.email,
        kind,
        ...mail,
      });
      if (code) deps.onCode?.({ to: user.email, kind, code });
    },
    kick: deps.mailQueue.kick,
  };
}
export type AuthMailer = ReturnType<typeof createAuthMailer>;
