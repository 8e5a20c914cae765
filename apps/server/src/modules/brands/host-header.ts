import { isIPv4, isIPv6 } from 'node:net';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The brand key of a Host header: the lower-cased hostname or IP literal without its port and without the
 * trailing dot of a fully qualified name ("LocalHost:3000" → "localhost", "[::1]:3000" → "::1"). Anything
 * that is not exactly `hostname`, `IPv4` or `[IPv6]` with an optional port 1-65535 is null: such a header
 * (`localhost:99999`, `[localhost]`, `[localhost]@evil.example`, a path, user info, spaces) names no brand,
 * however a lenient parser would have read it.
 */
export function parseHostHeader(header: string | undefined): string | null {
  if (!header || header.length > 260) return null;
  const m = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(header.toLowerCase());
  if (!m) return null;
  const [, name = '', port] = m;
  if (port !== undefined && (port.startsWith('0') || Number(port) > 65535)) return null;
  if (name.startsWith('[')) {
    const ip = name.slice(1, -1);
    return isIPv6(ip) && !ip.includes('%') ? ip : null;
  }
  const host = name.endsWith('.') ? name.slice(0, -1) : name;
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  // A name ending in a number is an IPv4 address or nothing (a URL parser would reject "999.1.1.1" too).
  if (/^\d+$/.test(labels.at(-1)!)) return isIPv4(host) ? host : null;
  return host;
}
