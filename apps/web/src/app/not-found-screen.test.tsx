import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFoundScreen from './not-found-screen.tsx';
import { renderRoutes } from './test-support.tsx';

describe('not-found page (SPEC §2)', () => {
  it('shows its title, the text and a way home', () => {
    renderRoutes([{ path: '*', element: <NotFoundScreen /> }], { at: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Title Not Found Page' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
