import { describe, expect, it } from 'vitest';
import { parseHostHeader } from './host-header.ts';

describe('parseHostHeader', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:3000', 'localhost'],
    ['Portal.Example.COM', 'portal.example.com'],
    ['portal-1.example.com:65535', 'portal-1.example.com'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['[2001:DB8::1]:1', '2001:db8::1'],
    ['portal.example.com.', 'portal.example.com'],
    ['portal.example.com.:443', 'portal.example.com'],
  ])('reads %j as %j', (host, expected) => {
    expect(parseHostHeader(host)).toBe(expected);
  });

  it.each([
    // the attack run's hosts: an out-of-range port, a bracketed name, user info before another host
    'localhost:99999',
    '[localhost]',
    '[localhost]@evil.example',
    'localhost@evil.example',
    'user:pass@localhost',
    'localhost:0',
    'localhost:080',
    'localhost:',
    'localhost:3000:3000',
    'localhost:+80',
    ':3000',
    '',
    ' localhost',
    'local host',
    'localhost/evil',
    'localhost?x',
    'localhost#x',
    'localhost\\evil.example',
    'local\u0000host',
    'localhost..example',
    '.localhost',
    '-bad.example',
    'bad-.example',
    'a_b.example',
    `${'a'.repeat(64)}.example`,
    `${'a.'.repeat(127)}example`,
    'exämple.com',
    '999.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '::1',
    '[::1',
    '[::1]]',
    '[fe80::1%25eth0]',
    '[127.0.0.1]',
  ])('refuses %j', (host) => {
    expect(parseHostHeader(host)).toBeNull();
  });

  it('treats a missing Host as none', () => {
    expect(parseHostHeader(undefined)).toBeNull();
  });
});
