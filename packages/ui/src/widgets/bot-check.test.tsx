import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, useEnglishCatalogue } from '../test/i18n-for-tests.ts';
import { RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import { BotCheck } from './bot-check.tsx';
import type { Grecaptcha } from './recaptcha.ts';

const REAL_KEY = '6Lc_real_site_key_of_a_brand';

function renderCheck(siteKey: string | null) {
  useEnglishCatalogue();
  const onToken = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BotCheck siteKey={siteKey} onToken={onToken} />
    </I18nextProvider>,
  );
  return onToken;
}

const providerScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');

afterEach(() => {
  providerScript()?.remove();
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('bot-check', () => {
  it('asks the test key for a plain confirmation, without the provider script', async () => {
    const onToken = renderCheck(RECAPTCHA_TEST_SITE_KEY);
    expect(screen.getByRole('region', { name: 'Security check' })).toHaveTextContent('Confirm you are not a robot');
    expect(providerScript()).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    await userEvent.click(box);
    expect(onToken).toHaveBeenCalledOnce();
    expect(onToken.mock.calls[0]![0]).toMatch(/^confirmed-.+/);
    expect(box).toBeChecked();
    expect(box).toBeDisabled(); // one token per check: no double submit
  });

  it("loads the provider's script on demand and renders its widget with the brand's key", async () => {
    const onToken = renderCheck(REAL_KEY);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the security check…');
    const script = providerScript();
    expect(script?.src).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?onload=\w+&render=explicit&hl=en$/);
    const render = vi.fn<Grecaptcha['render']>(() => 0);
    window.grecaptcha = { render, reset: vi.fn(), getResponse: vi.fn(() => '') };
    await act(async () => window.__portalRecaptchaLoaded?.());
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: REAL_KEY }));
    // Only the render parameters reCAPTCHA documents: the language goes in the script's URL.
    const options = render.mock.calls[0]![1];
    expect(Object.keys(options).sort()).toEqual(
      ['callback', 'error-callback', 'expired-callback', 'sitekey', 'size'].sort(),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    options.callback('provider-token');
    expect(onToken).toHaveBeenCalledWith('provider-token');
  });

  it('asks again when a solved check expires, and falls back when the provider reports an error', async () => {
    renderCheck(REAL_KEY);
    const render = vi.fn<Grecaptcha['render']>(() => 7);
    const reset = vi.fn();
    window.grecaptcha = { render, reset, getResponse: vi.fn(() => '') };
    await act(async () => window.__portalRecaptchaLoaded?.());
    const options = render.mock.calls[0]![1];
    options['expired-callback']?.();
    expect(reset).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await act(async () => options['error-callback']?.());
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
  });

  it('falls back to the confirmation when the script cannot load', async () => {
    renderCheck(REAL_KEY);
    await act(async () => providerScript()?.dispatchEvent(new Event('error')));
    expect(
      screen.getByText('The security check could not be loaded. Please confirm below instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeEnabled();
    expect(providerScript()).toBeNull(); // a later check tries again
  });

  it('falls back when a blocked script never answers', async () => {
    vi.useFakeTimers();
    renderCheck(REAL_KEY);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeInTheDocument();
  });
});
