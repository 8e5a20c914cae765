import { EARLY_ACCOUNTS_READ, PAGE_DATA_ID, type BrandConfig, type Catalogue } from '@portal/contract';

/**
 * What the server rendered into index.html for start-up (docs/decisions/027-in-page-start-up-data.md): the
 * brand configuration and the text catalogues of English and the chosen language, as the API would send them.
 * Each is taken once, at start-up: a later load (another language, a retry) asks the API. Missing or unreadable
 * data (the development server, an old page) means start-up asks the API as before.
 */
type PageData = { brand?: BrandConfig; catalogues?: Record<string, Catalogue> };

let data: PageData | undefined;

function pageData(): PageData {
  if (data) return data;
  data = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === 'object') data = parsed as PageData;
  } catch {
    // a broken page keeps nothing: the API answers instead
  }
  return data;
}

/** The brand configuration of the page, once. */
export function takePageBrand(): BrandConfig | null {
  const page = pageData();
  const brand = page.brand && typeof page.brand === 'object' ? page.brand : null;
  delete page.brand;
  return brand;
}

/** The page's catalogue of `lang`, once. */
export function takePageCatalogue(lang: string): Catalogue | null {
  const catalogues = pageData().catalogues;
  if (!catalogues || !Object.hasOwn(catalogues, lang)) return null;
  const catalogue = catalogues[lang];
  delete catalogues[lang];
  return catalogue && typeof catalogue === 'object' ? catalogue : null;
}

/**
 * The accounts read the signed-in home's page started before the scripts arrived, once: the
 * reply's promise, or null when the page started none (no session, the development server, another page).
 */
export function takeEarlyAccountsRead(): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const page = window as unknown as Record<string, unknown>;
  const read = page[EARLY_ACCOUNTS_READ];
  delete page[EARLY_ACCOUNTS_READ];
  return read instanceof Promise ? (read as Promise<Response>) : null;
}

/** For tests: read the page again. */
export function resetPageData() {
  data = undefined;
}
