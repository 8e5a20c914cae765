import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, request } from 'undici';

/**
 * The one way the server calls a URL that somebody configured: an affiliate network's postback
 * template is typed by a brand's administrator, so the address it names is not trusted. Only http(s), only
 * global unicast addresses (never loopback, private, link-local, multicast, unspecified or another special range,
 * IPv4 and IPv6, IPv4-mapped forms included), checked on the address the connection is really made to (after
 * DNS, so a name that resolves inwards — or starts to, DNS rebinding — is refused), no redirects followed,
 * bounded in time and in what is read of the answer.
 */
export type OutgoingPolicy = {
  /** Loopback addresses allowed too: development and tests only (OUTGOING_REQUESTS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
};

/** A call refused by the guard before anything was sent: never worth retrying. */
export class OutgoingRequestRefused extends Error {
  override readonly name = 'OutgoingRequestRefused';
}

/** Why an IP address may not be called (its range, as ipaddr.js names it), or null when it may. */
export function forbiddenAddress(address: string, policy: OutgoingPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  // `process` turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it is.
  const range = ipaddr.process(address).range();
  if (range === 'unicast' || (range === 'loopback' && policy.allowLoopback)) return null;
  return range;
}

/** Names that always mean this machine (RFC 6761), whatever DNS says. */
const LOOPBACK_NAME = /(^|\.)localhost\.?$/i;

/**
 * Why a URL may not be called, judged from the URL alone (scheme, and a host written as an address in any form
 * the URL parser accepts: 0x7f000001, 127.1, 2130706433, [::ffff:7f00:1] all are 127.0.0.1), or null. Used where
 * a URL is saved; the connection is checked again when it is made.
 */
export function forbiddenUrl(url: string, policy: OutgoingPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'not http(s)';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return forbiddenAddress(host, policy);
  if (LOOPBACK_NAME.test(host) && !policy.allowLoopback) return 'loopback';
  return null;
}

const refusal = (host: string, address: string, why: string) =>
  new OutgoingRequestRefused(`${host} is ${address === host ? '' : `${address}, `}a ${why} address: not called`);

/** DNS resolution whose every answer must be allowed, or the connection fails before it is opened. */
export function guardedLookup(policy: OutgoingPolicy, resolve: LookupFunction = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = (Array.isArray(found) ? found : []) as LookupAddress[];
      const bad = addresses.find((a) => forbiddenAddress(a.address, policy));
      if (bad) return callback(refusal(hostname, bad.address, forbiddenAddress(bad.address, policy)!), '', 0);
      if (addresses.length === 0)
        return callback(new OutgoingRequestRefused(`${hostname} resolves to no address: not called`), '', 0);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export type OutgoingHttp = {
  /** Sends one request; resolves with the answer's status (a redirect is a 3xx like any other, not followed). */
  call(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<number>;
  close(): Promise<void>;
};

/** A whole call, connection to last byte read, takes at most this long. */
const TIMEOUT_MS = 10_000;
/** What is read of an answer's body at most (only its status matters); the rest is dropped with the connection. */
const MAX_BODY_BYTES = 64 * 1024;

export function createOutgoingHttp(
  policy: OutgoingPolicy,
  options: { resolve?: LookupFunction; timeoutMs?: number } = {},
): OutgoingHttp {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const connector = buildConnector({ timeout: timeoutMs, lookup: guardedLookup(policy, options.resolve) });
  const agent = new Agent({
    // A host written as an address is connected to without DNS, so it is checked here; a name, in the lookup.
    connect: (opts, callback) => {
      const host = opts.hostname.replace(/^\[(.*)\]$/, '$1');
      const why = isIP(host) ? forbiddenAddress(host, policy) : null;
      if (why) return callback(refusal(host, host, why), null);
      return connector(opts, callback);
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return {
    async call(url, init) {
      const why = forbiddenUrl(url, policy);
      if (why) throw new OutgoingRequestRefused(`${why}: not called`);
      const answer = await request(url, {
        dispatcher: agent,
        method: init.method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body.dump({ limit: MAX_BODY_BYTES }).catch(() => undefined);
      return answer.statusCode;
    },
    close: () => agent.close(),
  };
}
