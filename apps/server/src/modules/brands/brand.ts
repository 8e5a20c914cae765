/** A brand as stored: SPEC §3's configuration plus its languages and disabled countries. */
export type BrandRow = {
  id: string;
  code: string;
  name: string;
  settings: Record<string, unknown>;
  languages: Record<string, string>;
  default_language: string;
  disabled_countries: string[];
  /** scheme://host[:port] its traders use; null on a development machine (see brand-origin.ts) */
  public_url: string | null;
  /** its alphabetically first host, for the address of a brand without public_url */
  first_host: string | null;
};

export type BrandSeed = Omit<BrandRow, 'id' | 'first_host'> & { hosts: string[] };

/** What a firm edits of a brand: every stored column but its id and code. */
export type BrandValues = Pick<
  BrandRow,
  'name' | 'settings' | 'languages' | 'default_language' | 'disabled_countries' | 'public_url'
>;

/**
 * A brand's edited values as query parameters, in the order name, settings, languages, default_language,
 * disabled_countries, public_url. languages is json (not jsonb): the text keeps the firm's order of the menu.
 */
export const brandValueParams = (v: BrandValues) => [
  v.name,
  JSON.stringify(v.settings),
  JSON.stringify(v.languages),
  v.default_language,
  v.disabled_countries,
  v.public_url,
];

/** A brand's uploaded logo or favicon, as stored (migration 0018). */
export type BrandAsset = { contentType: string; bytes: Buffer; sha256: string };
