/**
 * The parts of reCAPTCHA v2's browser API this app uses, as Google documents them (developers.google.com/
 * recaptcha/docs/display): explicit rendering with `render` (the language is the script's `hl` parameter,
 * not a render parameter), `reset` for a fresh challenge, and the success, expiry and error callbacks.
 */
export type Grecaptcha = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      theme?: 'light' | 'dark';
      size?: 'normal' | 'compact';
      tabindex?: number;
    },
  ): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __portalRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Blocked scripts often neither load nor fail: give up after this long and offer the fallback. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads the provider's script once, on demand (ARCHITECTURE: third-party scripts load only when needed).
 * Calls made while it loads share the wait; a failure is not kept, so a later bot-check tries again.
 */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error('bot-check script timed out')), RECAPTCHA_LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    window.__portalRecaptchaLoaded = () => {
      clearTimeout(timer);
      // Once loaded, window.grecaptcha is the answer for every later call.
      loading = null;
      if (window.grecaptcha?.render) resolve(window.grecaptcha);
      else fail(new Error('bot-check script loaded without its API'));
    };
    script.src = `${SCRIPT_URL}?onload=__portalRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => fail(new Error('bot-check script failed to load'));
    document.head.append(script);
  });
  return loading;
}
