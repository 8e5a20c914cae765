import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { makeStore, renderRoutes } from '../test-support.tsx';
import SignInScreen from '../../features/auth/screens/sign-in-screen.tsx';
import { GuestLayout } from './guest-layout.tsx';

const routes: RouteObject[] = [
  {
    element: <GuestLayout />,
    children: [
      { path: '/sign-in', element: <p>sign in page</p> },
      { path: '/subscribe', element: <p>subscribe page</p> },
    ],
  },
  { path: '/dashboard/home', element: <p>home page</p> },
  { path: '/dashboard/orders', element: <p>orders page</p> },
  { path: '/dashboard/new-challenge', element: <p>new challenge page</p> },
  { path: '/dashboard/subscribe-auth', element: <p>subscribe auth page</p> },
];

describe('guest layout (SPEC §2)', () => {
  it('shows guest pages with the logo and only the copyright in the footer', async () => {
    renderRoutes(routes, { store: makeStore({ isAuth: false }), at: '/sign-in' });
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brand – go to home' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/common/v1/BrandLogo',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Brand. All rights reserved.`,
    );
    expect(screen.getByRole('contentinfo').querySelectorAll('a')).toHaveLength(0);
  });

  it('shows the fixed logo image, then the brand logo when it fails to load, then the brand name', async () => {
    const store = makeStore({ isAuth: false, brand: { logoUrl: 'https://cdn.example/logo.svg' } });
    renderRoutes(routes, { store, at: '/sign-in' });
    const logo = await screen.findByRole('link', { name: 'Brand – go to home' });
    expect(logo.querySelector('img')).toHaveAttribute('src', '/api/common/v1/BrandLogo');
    fireEvent.error(logo.querySelector('img')!);
    expect(logo.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/logo.svg');
    fireEvent.error(logo.querySelector('img')!);
    expect(logo.querySelector('img')).toBeNull();
    expect(logo).toHaveTextContent('Brand');
  });

  it('sends a signed-in trader with a pending purchase to new-challenge step 3', async () => {
    const store = makeStore({ auth: { isUserFromCheckout: true } });
    const { router } = renderRoutes(routes, { store, at: '/subscribe?package=7' });
    expect(await screen.findByText('new challenge page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');
  });

  it('sends a signed-in trader from subscribe to the authenticated subscribe, keeping the query', async () => {
    const { router } = renderRoutes(routes, { at: '/subscribe?package=7&discount=X' });
    expect(await screen.findByText('subscribe auth page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?package=7&discount=X');
  });

  it('sends a signed-in trader home from other guest pages', async () => {
    renderRoutes(routes, { at: '/sign-in' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends a signed-in trader back to the remembered origin', async () => {
    const from = { pathname: '/dashboard/orders', search: '?page=2', hash: '' };
    const { router } = renderRoutes(routes, { at: { pathname: '/sign-in', state: { from } } });
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('guest layout around a form (SPEC §5)', () => {
  it('opening the language switcher judges no field the visitor has not touched', async () => {
    const user = userEvent.setup();
    const store = makeStore({ isAuth: false, languages: { en: 'English', de: 'Deutsch' } });
    renderRoutes([{ element: <GuestLayout />, children: [{ path: '/sign-in', element: <SignInScreen /> }] }], {
      store,
      at: '/sign-in',
    });
    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveFocus();
    const switcher = screen.getByRole('button', { name: /^Language: English/ });
    await user.click(switcher);
    await user.keyboard('{Escape}');
    // A field the visitor changed is judged when left: once its error shows, the e-mail's check would have too.
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.paste('x'.repeat(257));
    await user.click(switcher);
    expect(await screen.findByText('Maximum 256 symbols')).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid e-mail')).toBeNull();
  });
});
