import { describe, expect, it } from 'vitest';
import { brandOrigin } from './brand-origin.ts';

describe('brandOrigin', () => {
  it('is the configured public URL', () => {
    expect(brandOrigin({ public_url: 'https://portal.example.com', first_host: 'x.example' }, 3000)).toBe(
      'https://portal.example.com',
    );
    expect(brandOrigin({ public_url: 'https://Portal.Example.com:8443', first_host: null }, 3000)).toBe(
      'https://portal.example.com:8443',
    );
  });

  it('without one, is http://<first host>:<PORT>, built from configuration only', () => {
    expect(brandOrigin({ public_url: null, first_host: 'localhost' }, 4123)).toBe('http://localhost:4123');
    expect(brandOrigin({ public_url: null, first_host: '::1' }, 4123)).toBe('http://[::1]:4123');
    expect(brandOrigin({ public_url: null, first_host: '127.0.0.1' }, 80)).toBe('http://127.0.0.1');
  });
});
