import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiPath, PAGE_DATA_ID } from '@portal/contract';
import { getBrand } from '../features/brand/get-brand.ts';
import { getTranslations } from '../features/locales/get-translations.ts';
import { resetPageData, takePageBrand, takePageCatalogue } from '../shared/browser/page-data.ts';

// Start-up reads the brand and the catalogues the server rendered into index.html, once each,
// and asks the API for anything the page does not carry.
const server = setupServer();
const asked: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Another file of the worker may have read page data before this one (vitest.config.ts: files share modules).
beforeEach(resetPageData);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  asked.length = 0;
  document.getElementById(PAGE_DATA_ID)?.remove();
  resetPageData();
});
afterAll(() => server.close());

function page(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}
function api() {
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
  server.use(
    http.get(ApiPath.brand, () => HttpResponse.json({ result: 0, data: { brandName: 'From the API' } })),
    http.get('/api/common/v1/Translate/:lang', ({ params }) =>
      HttpResponse.json({ result: 0, data: { from: `api ${String(params.lang)}` } }),
    ),
  );
}

describe('start-up data in the page', () => {
  it('takes the brand and each catalogue once, without a request, then asks the API', async () => {
    page(
      JSON.stringify({
        brand: { brandName: 'In \u003c/script> page' },
        catalogues: { en: { a: 'A' }, de: { a: 'Ä' } },
      }),
    );
    api();
    await expect(getBrand()).resolves.toEqual({ brandName: 'In </script> page' });
    await expect(getTranslations('en')).resolves.toEqual({ a: 'A' });
    await expect(getTranslations('de')).resolves.toEqual({ a: 'Ä' });
    expect(asked).toEqual([]);
    await expect(getBrand()).resolves.toEqual({ brandName: 'From the API' });
    await expect(getTranslations('de')).resolves.toEqual({ from: 'api de' });
    await expect(getTranslations('es')).resolves.toEqual({ from: 'api es' });
    expect(asked).toEqual([ApiPath.brand, '/api/common/v1/Translate/de', '/api/common/v1/Translate/es']);
  });

  it('asks the API when the page has no data or unreadable data', async () => {
    api();
    await expect(getBrand()).resolves.toEqual({ brandName: 'From the API' });
    resetPageData();
    page('{not json');
    expect(takePageBrand()).toBeNull();
    expect(takePageCatalogue('en')).toBeNull();
    resetPageData();
    page(JSON.stringify({ catalogues: { constructor: 'x' } }));
    expect(takePageCatalogue('constructor')).toBeNull();
    expect(takePageCatalogue('toString')).toBeNull();
  });
});
