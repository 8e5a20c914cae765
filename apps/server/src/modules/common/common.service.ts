import { ResultCode, type Catalogue } from '@portal/contract';
import { refuse } from '../../domain/result.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import type { GeoLookup } from '../../integrations/geo/geo-lookup.ts';
import type { BrandRow } from '../brands/brand.ts';
import { offersLanguage } from '../brands/brand-config.ts';

/** Brand-facing common data: translations, disabled countries and where a visitor is. */
export function createCommonService(deps: { geo: GeoLookup; geoCountryHeader: string | undefined }) {
  return {
    /** A brand's catalogue: English always, any other language only when the brand offers it (-80). */
    translations(brand: BrandRow, lang: string): Catalogue {
      const code = lang.toLowerCase();
      const offered = code === 'en' || offersLanguage(brand, code);
      const catalogue = Object.hasOwn(catalogues, code) ? catalogues[code] : undefined;
      return offered && catalogue ? catalogue : refuse(ResultCode.InvalidSiteLanguage);
    },

    disabledCountries: (brand: BrandRow) => [...brand.disabled_countries].sort(),

    /**
     * The visitor's country: from a trusted proxy's header when GEO_COUNTRY_HEADER is set (only then are
     * such headers believed), else from the address database; loopback and private addresses have none.
     */
    geolocation(brand: BrandRow, ip: string, headers: Record<string, string | string[] | undefined>) {
      const fromHeader = deps.geoCountryHeader ? headers[deps.geoCountryHeader] : undefined;
      const headerValue = typeof fromHeader === 'string' ? fromHeader.trim().toUpperCase() : '';
      // Proxies send XX for an address they cannot place (and T1 for Tor): no country, so ask the address database.
      const headerCountry = /^[A-Z]{2}$/.test(headerValue) && headerValue !== 'XX' ? headerValue : null;
      const addressCountry = headerCountry ? null : deps.geo.countryOf(ip);
      const countryCode = headerCountry ?? addressCountry;
      return {
        ip,
        countryCode,
        source: headerCountry ? ('header' as const) : addressCountry ? ('address' as const) : ('none' as const),
        isDisabledCountry: !!countryCode && brand.disabled_countries.includes(countryCode),
      };
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
