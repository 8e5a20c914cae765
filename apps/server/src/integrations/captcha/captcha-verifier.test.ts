import { describe, expect, it } from 'vitest';
import { createCaptchaVerifier, RECAPTCHA_TEST_SITE_KEY } from './captcha-verifier.ts';

type Call = { url: string; body: URLSearchParams; method: string };

function fakeFetch(reply: () => Promise<unknown>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: { method: string; body: URLSearchParams }) => {
    calls.push({ url, method: init.method, body: init.body });
    const body = await reply();
    return { json: async () => body };
  };
  return { fetch, calls };
}

const input = { token: 'token-from-widget', siteKey: 'site-key-of-brand', remoteIp: '203.0.113.9' };

describe('captcha verifier with a secret', () => {
  it("asks the provider and believes its 'success: true'", async () => {
    const f = fakeFetch(async () => ({ success: true }));
    const verifier = createCaptchaVerifier({ secret: 's3cret', production: false, fetch: f.fetch });
    expect(await verifier.verify(input)).toBe(true);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(f.calls[0]!.method).toBe('POST');
    expect(Object.fromEntries(f.calls[0]!.body)).toEqual({
      secret: 's3cret',
      response: 'token-from-widget',
      remoteip: '203.0.113.9',
    });
  });

  it('fails on success false, on a reply without success, on a bad reply and on a network error', async () => {
    const replies: (() => Promise<unknown>)[] = [
      async () => ({ success: false, 'error-codes': ['invalid-input-response'] }),
      async () => ({}),
      async () => ({ success: 'true' }),
      async () => {
        throw new Error('network down');
      },
    ];
    for (const reply of replies) {
      const verifier = createCaptchaVerifier({ secret: 's3cret', production: false, fetch: fakeFetch(reply).fetch });
      expect(await verifier.verify(input)).toBe(false);
    }
  });

  it('fails an empty or oversize token without asking', async () => {
    const f = fakeFetch(async () => ({ success: true }));
    const verifier = createCaptchaVerifier({ secret: 's3cret', production: false, fetch: f.fetch });
    expect(await verifier.verify({ ...input, token: undefined })).toBe(false);
    expect(await verifier.verify({ ...input, token: '' })).toBe(false);
    expect(await verifier.verify({ ...input, token: 'x'.repeat(4097) })).toBe(false);
    expect(f.calls).toHaveLength(0);
  });
});

describe('captcha verifier without a secret (offline), outside production', () => {
  const f = fakeFetch(async () => ({ success: true }));
  const verifier = createCaptchaVerifier({ secret: undefined, production: false, fetch: f.fetch });

  it("passes any token for the provider's test site key, without asking", async () => {
    expect(await verifier.verify({ ...input, siteKey: RECAPTCHA_TEST_SITE_KEY })).toBe(true);
    expect(f.calls).toHaveLength(0);
  });

  it('fails for any other site key, or none', async () => {
    expect(await verifier.verify(input)).toBe(false);
    expect(await verifier.verify({ ...input, siteKey: null })).toBe(false);
  });

  it('fails an empty token even for the test site key', async () => {
    expect(await verifier.verify({ ...input, token: '', siteKey: RECAPTCHA_TEST_SITE_KEY })).toBe(false);
    expect(await verifier.verify({ ...input, token: undefined, siteKey: RECAPTCHA_TEST_SITE_KEY })).toBe(false);
  });
});

describe('captcha verifier in production', () => {
  const testKey = { ...input, siteKey: RECAPTCHA_TEST_SITE_KEY };

  it("refuses the provider's test site key, without a secret and with one, without asking", async () => {
    const f = fakeFetch(async () => ({ success: true }));
    for (const secret of [undefined, 's3cret']) {
      const verifier = createCaptchaVerifier({ secret, production: true, fetch: f.fetch });
      expect(await verifier.verify(testKey), String(secret)).toBe(false);
    }
    expect(f.calls).toHaveLength(0);
  });

  it('refuses every token for a real site key when there is no secret to check it with', async () => {
    const f = fakeFetch(async () => ({ success: true }));
    const verifier = createCaptchaVerifier({ secret: undefined, production: true, fetch: f.fetch });
    expect(await verifier.verify(input)).toBe(false);
    expect(await verifier.verify({ ...input, siteKey: null })).toBe(false);
    expect(f.calls).toHaveLength(0);
  });

  it('checks a real site key with the provider when there is a secret', async () => {
    const f = fakeFetch(async () => ({ success: true }));
    const verifier = createCaptchaVerifier({ secret: 's3cret', production: true, fetch: f.fetch });
    expect(await verifier.verify(input)).toBe(true);
    expect(f.calls).toHaveLength(1);
  });
});
