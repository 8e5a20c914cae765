import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUpdateParams } from './use-update-params.ts';

/** Two filters set in one event, before the router renders either: what a quick hand or a slow machine does. */
function Filters() {
  const [params, update] = useUpdateParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        onClick={() => {
          update((next) => next.set('brand', 'b1'));
          update((next) => next.set('period', '7d'));
        }}
      >
        both
      </button>
      <button onClick={() => update((next) => next.set('currency', 'EUR'))}>currency</button>
      <button onClick={() => update(() => new URLSearchParams({ period: '30d' }))}>reset</button>
    </>
  );
}

const routerAt = (path: string) =>
  createMemoryRouter([{ path: '/overview', element: <Filters /> }], { initialEntries: [path] });

describe('the address query as a screen state', () => {
  it('keeps both of two changes made before the router renders the first', async () => {
    const router = routerAt('/overview?period=90d');
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('b1');
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('7d');
    await userEvent.click(screen.getByRole('button', { name: 'currency' }));
    expect(screen.getByRole('status').textContent).toBe('period=7d&brand=b1&currency=EUR');
    // a change that answers a whole query goes there, the others' parameters gone
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(router.state.location.search).toBe('?period=30d');
  });

  it('builds on an address reached another way (a link, back) once the router shows it', async () => {
    const router = routerAt('/overview?period=90d');
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    await act(() => router.navigate('/overview?period=30d'));
    await userEvent.click(screen.getByRole('button', { name: 'currency' }));
    expect(router.state.location.search).toBe('?period=30d&currency=EUR');
  });
});
