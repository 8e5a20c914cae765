import type { PasswordContext } from '../../domain/passwords/weak-password.ts';
import type { BrandRow } from '../brands/brand.ts';

/** What a service needs to know of the request it serves: the brand, the client and the brand's address. */
export type RequestContext = {
  brand: BrandRow;
  ip: string;
  userAgent: string | null;
  /** scheme://host[:port] of the brand's site from configuration (never the request's Host), for absolute links */
  publicUrl: string;
  /** the language the client asked in (Accept-Language or its lang cookie), if the brand offers it */
  language: string | null;
};

/** The context words of a trader's new password (docs/security.md V6.1.2): the brand, the e-mail, the names. */
export const passwordContext = (
  ctx: RequestContext,
  user: { email: string; first_name: string | null; last_name: string | null },
): PasswordContext => ({ brands: [ctx.brand], email: user.email, names: [user.first_name, user.last_name] });
