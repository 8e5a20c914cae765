import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { svgLogoProblem } from '../../domain/brands/svg-logo.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { BrandLook } from './certificates.service.ts';

/** The colour a brand without `primaryColor` in its settings gets. */
const DEFAULT_COLOR = '#1652f0';
const MAX_LOGO_BYTES = 512 * 1024;
const LOGOS_KEPT = 64;

type Asset = { contentType: string; bytes: Buffer | Uint8Array } | undefined;

/**
 * A brand's look on its certificates: its name, its colour (settings.primaryColor, #rrggbb) and its logo, read
 * from where its logoUrl points on this server (a file under assets/brands, or an uploaded brand asset). A logo
 * elsewhere (another host) is never fetched, and an SVG that is more than a plain drawing (one stored before
 * uploads were checked, svg-logo.ts) is never drawn: the sheet prints the brand's name instead.
 */
export function createBrandLook(deps: {
  assetsDir: string;
  uploadedAsset: (brandId: string, kind: 'logo') => Promise<Asset>;
}) {
  const brandsDir = resolve(deps.assetsDir, 'brands');

  async function logoOf(brand: BrandRow): Promise<BrandLook['logo']> {
    const url = typeof brand.settings.logoUrl === 'string' ? brand.settings.logoUrl.split('?')[0]! : '';
    let asset: Asset;
    if (url.startsWith('/brand-assets/')) {
      const file = resolve(brandsDir, url.slice('/brand-assets/'.length));
      if (!file.startsWith(brandsDir + sep)) return null;
      const bytes = await readFile(file).catch(() => undefined);
      asset = bytes && { contentType: file.endsWith('.svg') ? 'image/svg+xml' : 'image/png', bytes };
    } else if (url.startsWith(`/api/common/v1/BrandAsset/${brand.id}/logo`)) {
      asset = await deps.uploadedAsset(brand.id, 'logo');
    }
    if (!asset || asset.bytes.length > MAX_LOGO_BYTES) return null;
    const bytes = Buffer.from(asset.bytes);
    if (asset.contentType.startsWith('image/svg')) {
      const svg = bytes.toString('utf8');
      return (await svgLogoProblem(svg)) ? null : { svg };
    }
    if (/^image\/(png|jpeg)$/.test(asset.contentType))
      return { dataUri: `data:${asset.contentType};base64,${bytes.toString('base64')}` };
    return null;
  }

  // A logo is read and checked once per address: an upload's address changes with its hash (?v=…).
  const logos = new Map<string, BrandLook['logo']>();
  async function logoOnce(brand: BrandRow): Promise<BrandLook['logo']> {
    const key = `${brand.id}|${String(brand.settings.logoUrl)}`;
    if (logos.has(key)) return logos.get(key)!;
    const logo = await logoOf(brand);
    logos.set(key, logo);
    if (logos.size > LOGOS_KEPT) logos.delete(logos.keys().next().value!);
    return logo;
  }

  return async (brand: BrandRow): Promise<BrandLook> => {
    const setting = brand.settings.primaryColor;
    const color = typeof setting === 'string' && /^#[0-9a-f]{6}$/i.test(setting) ? setting : DEFAULT_COLOR;
    const logo = await logoOnce(brand);
    const version = `${String(brand.settings.logoUrl)}|${color}|${brand.name}`;
    return { brandName: brand.name, logo, color, version };
  };
}
