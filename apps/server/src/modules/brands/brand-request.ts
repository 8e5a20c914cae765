import type { BrandRow } from './brand.ts';

/** Every branded request carries its brand, resolved from its Host by the app's one onRequest hook. */
declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandRow;
    /** the brand's configured address (never the request's Host): see brand-origin.ts */
    brandOrigin: string;
  }
}
