import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './db-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away: ended sessions, refused or lost sockets, driver timeouts', () => {
    for (const code of ['57P01', '57P02', '57P03', '57P05', '25P03', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(new Error('anything')))).toBe(true);
  });

  it('looks through causes and the several errors of a multi-address connect', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves real faults of a call alone: constraint, syntax and serialisation errors, anything else', () => {
    for (const code of ['23505', '42601', '40001', '22P02', 'ERR_SOMETHING'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});
