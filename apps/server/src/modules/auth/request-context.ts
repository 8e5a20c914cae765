import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '@portal/contract';
import { wellFormedDeviceId } from '../../domain/risk/identity-marks.ts';
import type { PasswordContext } from '../../domain/passwords/weak-password.ts';
import type { BrandRow } from '../brands/brand.ts';
import { offersLanguage } from '../brands/brand-config.ts';
import '../brands/brand-request.ts';

/** What a service needs to know of the request it serves: the brand, the client and the brand's address. */
export type RequestContext = {
  brand: BrandRow;
  ip: string;
  userAgent: string | null;
  /** the trader app's device id (its APP-ID) when the request carries a well-formed one; else null, as if absent */
  deviceId: string | null;
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

function cookieLang(cookieHeader: string | undefined): string | undefined {
  return cookieHeader?.match(/(?:^|;\s*)lang=([a-zA-Z-]{2,5})/)?.[1]?.toLowerCase();
}

/** The service-facing view of a request: brand, client address, the brand's address and the language asked for. */
export function contextOf(request: FastifyRequest): RequestContext {
  const asked = [
    cookieLang(request.headers.cookie),
    ...(request.headers['accept-language'] ?? '')
      .split(',')
      .map((p) => p.split(';')[0]!.trim().slice(0, 2).toLowerCase()),
  ].find((l): l is string => !!l && offersLanguage(request.brand, l));
  return {
    brand: request.brand,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    deviceId: wellFormedDeviceId(request.headers[DEVICE_ID_HEADER]),
    // Never `${request.protocol}://${request.host}`: the Host header is the client's to choose.
    publicUrl: request.brandOrigin,
    language: asked ?? null,
  };
}
