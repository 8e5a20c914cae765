import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListQuery } from './use-list-query.ts';

const FILTERS = ['q', 'brandId', 'status'] as const;

/** The hook under a router at `path`; `location()` is where the router is after the hook's navigations. */
function setup(path: string, keep: readonly string[] = []) {
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const view = renderHook(() => useListQuery(FILTERS, { keep }), {
    wrapper: ({ children }: { children: ReactNode }) => {
      holder.router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
      return <RouterProvider router={holder.router} />;
    },
  });
  const location = () => holder.router!.state.location.pathname + holder.router!.state.location.search;
  return { ...view, location };
}

const typed = (value: string) => ({ target: { value } }) as never;

describe('the list query', () => {
  it('reads the filters and the position from the URL, every name present', () => {
    const { result } = setup('/orders?status=1&cursor=c3&other=x');
    expect(result.current.applied).toEqual({ q: '', brandId: '', status: '1' });
    expect(result.current.draft).toEqual(result.current.applied);
    expect(result.current.cursor).toBe('c3');
    expect(result.current.pageSize).toBe(25);
    expect(result.current.key).toBe('status=1&cursor=c3&other=x');
  });

  it('applies the draft trimmed, without the empty filters and without the position (a new filter starts at the first page)', () => {
    const { result, location } = setup('/orders?status=1&cursor=c3');
    act(() => result.current.field('q').onChange(typed('  dana@ ')));
    act(() => result.current.field('status').onChange(typed('')));
    expect(result.current.applied.q).toBe(''); // the draft is not applied yet
    act(() => result.current.apply());
    expect(location()).toBe('/orders?q=dana%40');
    expect(result.current.cursor).toBeUndefined();
  });

  it('keeps the params it is told to keep on apply, drops them on clear', () => {
    const { result, location } = setup('/orders?status=2&traderId=t-1&cursor=c2', ['traderId']);
    act(() => result.current.field('brandId').onChange(typed('b-1')));
    act(() => result.current.apply());
    expect(location()).toBe('/orders?brandId=b-1&status=2&traderId=t-1');
    act(() => result.current.drop('traderId'));
    expect(location()).toBe('/orders?brandId=b-1&status=2');
    act(() => result.current.clear());
    expect(location()).toBe('/orders');
    expect(result.current.draft).toEqual({ q: '', brandId: '', status: '' });
  });

  it('goes to a position with the filters as they are, and back to the first page', () => {
    const { result, location } = setup('/orders?status=2');
    act(() => result.current.go('c4'));
    expect(location()).toBe('/orders?status=2&cursor=c4');
    act(() => result.current.go(undefined));
    expect(location()).toBe('/orders?status=2');
  });

  it('gives each field its own id for its label', () => {
    const { result } = setup('/orders');
    const ids = FILTERS.map((n) => result.current.field(n).id);
    expect(new Set(ids).size).toBe(FILTERS.length);
  });
});
