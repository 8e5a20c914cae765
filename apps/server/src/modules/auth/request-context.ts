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
