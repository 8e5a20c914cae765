import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { Refusal } from '../../http/refusal.ts';
import type { BrandRow } from './brand.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { createBrandsService, normaliseHost } from './brands.service.ts';

describe('normaliseHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:3000', 'localhost'],
    ['  Portal.Example.COM  ', 'portal.example.com'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['portal.example.com.', 'portal.example.com'],
    ['portal.example.com.:443', 'portal.example.com'],
    ['[::1', '[::1'],
    ['', ''],
  ])('%j → %j', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });

  it('treats a missing Host as empty', () => {
    expect(normaliseHost(undefined)).toBe('');
  });
});

const brand = (code: string): BrandRow => ({
  id: `id-${code}`,
  code,
  name: code,
  settings: {},
  languages: { en: 'English' },
  default_language: 'en',
  disabled_countries: [],
});

function fakeRepository(hosts: Record<string, BrandRow>) {
  const lookups: string[] = [];
  const repository = {
    async findByHost(host: string) {
      lookups.push(host);
      return hosts[host];
    },
    async findById(id: string) {
      return Object.values(hosts).find((b) => b.id === id);
    },
    async all() {
      return [...new Set(Object.values(hosts))];
    },
    async ensure() {
      return '';
    },
  } satisfies BrandsRepository;
  return { repository, lookups };
}

async function refusalOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof Refusal ? error.result : undefined;
  }
}

describe('brands service', () => {
  it('resolves a host by its normalised name', async () => {
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository });
    expect((await service.resolveHost('LOCALHOST:5173')).code).toBe('north');
    expect(lookups).toEqual(['localhost']);
  });

  it('answers -900 for a host of no brand, and for no host', async () => {
    const { repository } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository });
    expect(await refusalOf(service.resolveHost('evil.example'))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.resolveHost(undefined))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.byId('nope'))).toBe(ResultCode.BrandIsNotSetUp);
    expect((await service.byId('id-north')).code).toBe('north');
  });

  it('caches each host, found or not, for 30 seconds', async () => {
    let now = 0;
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository, now: () => now });
    await service.resolveHost('localhost');
    await service.resolveHost('localhost:3000');
    await refusalOf(service.resolveHost('unknown.example'));
    await refusalOf(service.resolveHost('unknown.example'));
    expect(lookups).toEqual(['localhost', 'unknown.example']);
    now = 29_999;
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(2);
    now = 30_000;
    expect((await service.resolveHost('localhost')).code).toBe('north');
    expect(await refusalOf(service.resolveHost('unknown.example'))).toBe(ResultCode.BrandIsNotSetUp);
    expect(lookups).toEqual(['localhost', 'unknown.example', 'localhost', 'unknown.example']);
  });

  it('sees a brand added for a host once the cached miss expires', async () => {
    let now = 0;
    const hosts: Record<string, BrandRow> = {};
    const { repository } = fakeRepository(hosts);
    const service = createBrandsService({ brandsRepository: repository, now: () => now });
    expect(await refusalOf(service.resolveHost('new.example'))).toBe(ResultCode.BrandIsNotSetUp);
    hosts['new.example'] = brand('new');
    now = 30_000;
    expect((await service.resolveHost('new.example')).code).toBe('new');
  });

  it('keeps the cache bounded when many hosts are tried', async () => {
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository, now: () => 0 });
    await service.resolveHost('localhost');
    for (let i = 0; i < 1001; i++) await refusalOf(service.resolveHost(`h${i}.example`));
    await service.resolveHost('localhost');
    expect(lookups.filter((h) => h === 'localhost')).toHaveLength(2);
  });
});
