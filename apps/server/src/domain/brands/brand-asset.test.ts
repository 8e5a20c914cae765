import { describe, expect, it } from 'vitest';
import { BRAND_ASSET_MAX_BYTES, judgeBrandAsset } from './brand-asset.ts';

const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('brand assets are judged by their bytes', () => {
  it('takes PNG, ICO and a plain SVG', async () => {
    expect(await judgeBrandAsset(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]))).toEqual({
      ok: true,
      contentType: 'image/png',
    });
    expect(await judgeBrandAsset(Buffer.from([0, 0, 1, 0, 1, 0]))).toMatchObject({ contentType: 'image/x-icon' });
    expect(await judgeBrandAsset(svg('<rect width="10" height="10" fill="url(#g)"/><use href="#a"/>'))).toMatchObject({
      contentType: 'image/svg+xml',
    });
  });

  it.each([
    ['script', '<script>alert(1)</script>'],
    ['event handler', '<rect onload="alert(1)"/>'],
    ['foreignObject', '<foreignObject><div/></foreignObject>'],
    ['external reference', '<image href="https://evil.example/x.png"/>'],
    ['javascript: link', '<a xlink:href="javascript:alert(1)"><rect/></a>'],
    ['external url()', '<rect style="fill:url(https://evil.example/a)"/>'],
    ['document type or entity', ''],
    ['unquoted reference to a file', '<image href=/etc/passwd />'],
    ['handler after a slash', '<g/onload=alert(1)></g>'],
    ['CSS-escaped url()', '<style>rect{fill:u\\72l(https://evil.example/x)}</style>'],
    ['@import', '<style>@import "https://evil.example/a.css";</style>'],
    ['feImage', '<filter id="f"><feImage href="/etc/passwd"/></filter>'],
    ['animation of a link', '<set attributeName="href" to="javascript:alert(1)"/>'],
    ['an XHTML script', '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>'],
  ])('refuses an SVG carrying %s', async (what, body) => {
    const bytes =
      what === 'document type or entity' ? Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>') : svg(body);
    expect(await judgeBrandAsset(bytes)).toMatchObject({ ok: false, reason: 'validation.svgUnsafe' });
  });

  it('refuses what is no image, an empty body and an oversized one', async () => {
    expect((await judgeBrandAsset(Buffer.from('<html><svg></svg></html>'))).ok).toBe(false);
    expect((await judgeBrandAsset(Buffer.from('GIF89a'))).ok).toBe(false);
    expect((await judgeBrandAsset(Buffer.alloc(0))).ok).toBe(false);
    const big = Buffer.concat([svg(''), Buffer.alloc(BRAND_ASSET_MAX_BYTES)]);
    expect((await judgeBrandAsset(big)).ok).toBe(false);
  });
});
