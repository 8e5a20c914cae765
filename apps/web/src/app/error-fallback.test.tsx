import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/i18n.ts';
import { useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { ChunkLoadError } from './lazy-screen.tsx';
import { renderRoutes } from './test-support.tsx';

function Broken(): never {
  throw new Error('boom');
}

const reload = vi.fn();
const realLocation = window.location;

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.restoreAllMocks();
});

describe('error fallback (SPEC §2)', () => {
  it('replaces a failed rendering with the message and a reload button that reloads', async () => {
    useEnglishCatalogue();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary fallback={<ErrorFallback />}>
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Something went wrong...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('is the router error element, and explains a chunk that did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([
      {
        path: '/',
        errorElement: <ErrorFallback />,
        loader: () => {
          throw new ChunkLoadError('chunk load timed out');
        },
        element: <p>never</p>,
      },
    ]);
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByText(/A new version of the portal has been released/)).toBeInTheDocument();
  });
});
