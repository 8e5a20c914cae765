import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

type Form = { email: string };
const schema = z.object({ email: z.email('validation.email') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;

describe('lazyResolver', () => {
  it('loads the schema on the first validation only, and validates as the schema does', async () => {
    const load = vi.fn(async () => zodResolver(schema) as Resolver<Form>);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const [wrong, right] = await Promise.all([
      resolver({ email: 'nope' }, undefined, options),
      resolver({ email: 'a@b.co' }, undefined, options),
    ]);
    expect(wrong.errors.email?.message).toBe('validation.email');
    expect(right).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after one that failed (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Form>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(zodResolver(schema) as Resolver<Form>);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).rejects.toThrow('chunk failed');
    expect((await resolver({ email: 'a@b.co' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
