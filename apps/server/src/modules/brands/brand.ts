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

/** A brand's uploaded logo or favicon, as stored (migration 0018). */
export type BrandAsset = { contentType: string; bytes: Buffer; sha256: string };
