/** A brand as stored: SPEC §3's configuration plus its languages and disabled countries. */
export type BrandRow = {
  id: string;
  code: string;
  name: string;
  settings: Record<string, unknown>;
  languages: Record<string, string>;
  default_language: string;
  disabled_countries: string[];
};

export type BrandSeed = Omit<BrandRow, 'id'> & { hosts: string[] };
