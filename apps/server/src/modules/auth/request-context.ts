import type { BrandRow } from '../brands/brand.ts';

/** What a service needs to know of the request it serves: the brand, the client and the page origin. */
export type RequestContext = {
  brand: BrandRow;
  ip: string;
  userAgent: string | null;
  /** scheme://host of the request, for links and the logo in e-mails */
  origin: string;
  /** the language the client asked in (Accept-Language or its lang cookie), if the brand offers it */
  language: string | null;
};
