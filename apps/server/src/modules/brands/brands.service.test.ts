import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { Refusal } from '../../domain/result.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { BrandRow } from './brand.ts';
import type { BrandsRepository } from './brands.repository.ts';
import { createBrandsService } from './brands.service.ts';
import { fakeFeed } from '../../lib/fake-change-feed.ts';

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

/** The fake repository never queries: the handle it is given is never used. */
const db = {} as Db;

function fakeRepository(hosts: Record<string, BrandRow>) {
  const lookups: string[] = [];
  const repository = {
    async findByHost(_q: Queryable, host: string) {
      lookups.push(host);
      return hosts[host];
    },
    async findById(_q: Queryable, id: string) {
      return Object.values(hosts).find((b) => b.id === id);
    },
    async all() {
      return [...new Set(Object.values(hosts))];
    },
    async asset() {
      return undefined;
    },
    async recordChange() {},
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
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000 });
    expect((await service.resolveHost('LOCALHOST:5173')).code).toBe('north');
    expect(lookups).toEqual(['localhost']);
  });

  it('answers -900 for a host of no brand, and for no host', async () => {
    const { repository } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000 });
    expect(await refusalOf(service.resolveHost('evil.example'))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.resolveHost(undefined))).toBe(ResultCode.BrandIsNotSetUp);
    expect(await refusalOf(service.byId('nope'))).toBe(ResultCode.BrandIsNotSetUp);
    expect((await service.byId('id-north')).code).toBe('north');
  });

  it.each(['localhost:99999', '[localhost]', '[localhost]@evil.example', 'localhost/x', 'localhost:'])(
    'answers -900 for the malformed host %j without looking it up',
    async (host) => {
      const { repository, lookups } = fakeRepository({ localhost: brand('north') });
      const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000 });
      expect(await refusalOf(service.resolveHost(host))).toBe(ResultCode.BrandIsNotSetUp);
      expect(lookups).toEqual([]);
    },
  );

  it('keeps each host, found or not, while change notifications arrive, and reads it again after 10 minutes', async () => {
    let now = 0;
    const changes = fakeFeed();
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({
      db,
      brandsRepository: repository,
      fallbackPort: 3000,
      changes,
      now: () => now,
    });
    await service.resolveHost('localhost');
    await service.resolveHost('localhost:3000');
    await refusalOf(service.resolveHost('unknown.example'));
    await refusalOf(service.resolveHost('unknown.example'));
    expect(lookups).toEqual(['localhost', 'unknown.example']);
    now = 599_999;
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(2);
    now = 600_000;
    expect((await service.resolveHost('localhost')).code).toBe('north');
    expect(await refusalOf(service.resolveHost('unknown.example'))).toBe(ResultCode.BrandIsNotSetUp);
    expect(lookups).toEqual(['localhost', 'unknown.example', 'localhost', 'unknown.example']);
  });

  it('sees a brand added for a host as soon as the database announces a change to brands', async () => {
    const changes = fakeFeed();
    const hosts: Record<string, BrandRow> = {};
    const { repository } = fakeRepository(hosts);
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000, changes });
    expect(await refusalOf(service.resolveHost('new.example'))).toBe(ResultCode.BrandIsNotSetUp);
    hosts['new.example'] = brand('new');
    expect(await refusalOf(service.resolveHost('new.example'))).toBe(ResultCode.BrandIsNotSetUp);
    changes.announce('session:someone'); // another kind of change leaves brands be
    expect(await refusalOf(service.resolveHost('new.example'))).toBe(ResultCode.BrandIsNotSetUp);
    changes.announce('brands');
    expect((await service.resolveHost('new.example')).code).toBe('new');
  });

  it('keeps nothing while the notifications are lost, and nothing read while a change was announced', async () => {
    const changes = fakeFeed();
    const hosts: Record<string, BrandRow> = { localhost: brand('north') };
    const { repository, lookups } = fakeRepository(hosts);
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000, changes });
    await service.resolveHost('localhost');
    changes.lose();
    hosts.localhost = brand('renamed');
    expect((await service.resolveHost('localhost')).code).toBe('renamed');
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(3);
    changes.restore();
    // The read is under way when a change is announced: its answer is used once, never kept.
    const racing = service.resolveHost('localhost');
    changes.announce('brands');
    await racing;
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(5);
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(5);
  });

  it('reads the database on every call without change notifications', async () => {
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000 });
    await service.resolveHost('localhost');
    await service.resolveHost('localhost');
    expect(lookups).toHaveLength(2);
  });

  it('gives each brand row its origin, from its own configuration', () => {
    const { repository } = fakeRepository({});
    const service = createBrandsService({ db, brandsRepository: repository, fallbackPort: 3000 });
    const local = brand('north');
    const configured = { ...brand('south'), public_url: 'https://south.example/path' };
    expect(service.origin(local)).toBe('http://localhost:3000');
    expect(service.origin(local)).toBe('http://localhost:3000');
    expect(service.origin(configured)).toBe('https://south.example');
    expect(service.origin({ ...local, public_url: 'https://changed.example' })).toBe('https://changed.example');
  });

  it('keeps the cache bounded when many hosts are tried', async () => {
    const { repository, lookups } = fakeRepository({ localhost: brand('north') });
    const changes = fakeFeed();
    const service = createBrandsService({
      db,
      brandsRepository: repository,
      fallbackPort: 3000,
      changes,
      now: () => 0,
    });
    await service.resolveHost('localhost');
    for (let i = 0; i < 1001; i++) await refusalOf(service.resolveHost(`h${i}.example`));
    await service.resolveHost('localhost');
    expect(lookups.filter((h) => h === 'localhost')).toHaveLength(2);
  });
});
