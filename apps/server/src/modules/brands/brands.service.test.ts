import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { Refusal } from '../../http/refusal.ts';
import type { BrandRow } from './brand.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { createBrandsService } from './brands.service.ts';

const brand = (code: string): BrandRow => ({
  id: `id-${code}`,
  code,
  name: code,
  settings: {},
  languages: { en: 'English' },
  default_language: 'en',
  disabled_countries: [],
  public_url: null,
  first_host: 'localhost',
});

function fakeRepository(hosts: Record<string, BrandRow>) {
  const lookups: string[] = [];
  const changes = { version: 0 };
  const repository = {
    async changeVersion() {
      return String(changes.version);
    },
    async recordChange() {
      changes.version += 1;
    },
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
  return { repository, lookups, changes };
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
    const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000 });
    expect((await service.resolveHost('LOCALHOST:5173')).code).toBe('north');
    expect(lookups).toEqual(['localhost']);
  });

  it('answers -900 for a host of no brand, and for no host', async () => {
    const { repository } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000 });
    expect(await refusalOf(service.resolveHost('evil.example'))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.resolveHost(undefined))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.byId('nope'))).toBe(ResultCode.BrandIsNotSetUp);
    expect((await service.byId('id-north')).code).toBe('north');
  });

  it.each(['localhost:99999', '[localhost]', '[localhost]@evil.example', 'localhost/x', 'localhost:'])(
    'answers -900 for the malformed host %j without looking it up',
    async (host) => {
      const { repository, lookups } = fakeRepository({ localhost: brand('north') });
      const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000 });
      expect(await refusalOf(service.resolveHost(host))).toBe(ResultCode.BrandIsNotSetUp);
      expect(lookups).toEqual([]);
    },
  );

  it('caches each host, found or not, for 30 seconds', async () => {
    let now = 0;
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000, now: () => now });
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
    const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000, now: () => now });
    expect(await refusalOf(service.resolveHost('new.example'))).toBe(ResultCode.BrandIsNotSetUp);
    hosts['new.example'] = brand('new');
    now = 30_000;
    expect((await service.resolveHost('new.example')).code).toBe('new');
  });

  it('keeps the cache bounded when many hosts are tried', async () => {
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ brandsRepository: repository, fallbackPort: 3000, now: () => 0 });
    await service.resolveHost('localhost');
    for (let i = 0; i < 1001; i++) await refusalOf(service.resolveHost(`h${i}.example`));
    await service.resolveHost('localhost');
    expect(lookups.filter((h) => h === 'localhost')).toHaveLength(2);
  });

  it('drops its cache within a second when another instance records a change of a brand', async () => {
    let now = 0;
    const hosts: Record<string, BrandRow> = { localhost: brand('north') };
    const { repository } = fakeRepository(hosts);
    const thisInstance = createBrandsService({ brandsRepository: repository, fallbackPort: 3000, now: () => now });
    const otherInstance = createBrandsService({ brandsRepository: repository, fallbackPort: 3000, now: () => now });
    expect((await thisInstance.resolveHost('localhost')).name).toBe('north');
    hosts.localhost = { ...brand('north'), name: 'North renamed' };
    await otherInstance.recordChange({ query: async () => [] });
    now = 999;
    expect((await thisInstance.resolveHost('localhost')).name).toBe('north');
    now = 1_000;
    expect((await thisInstance.resolveHost('localhost')).name).toBe('North renamed');
  });

  it('keeps its cache when nothing changed, asking for the change counter at most once a second', async () => {
    let now = 0;
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    let asked = 0;
    const counting = { ...repository, changeVersion: () => ((asked += 1), repository.changeVersion()) };
    const service = createBrandsService({ brandsRepository: counting, fallbackPort: 3000, now: () => now });
    await service.resolveHost('localhost');
    await service.resolveHost('localhost');
    now = 500;
    await service.resolveHost('localhost');
    now = 1_500;
    await service.resolveHost('localhost');
    expect(asked).toBe(2);
    expect(lookups).toEqual(['localhost']);
  });
});
