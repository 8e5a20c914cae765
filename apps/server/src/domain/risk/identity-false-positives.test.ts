import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market/index.ts';
import { identityFinding, type MarkSighting } from './identity-cases.ts';
import type { MarkKind } from './identity-marks.ts';
import { defaultRiskParameters } from './parameters.ts';

const DAY = 86_400_000;
/** The payout hold's default threshold (risk_settings.threshold). */
const HOLD_THRESHOLD = 0.6;

/**
 * 10,000 independent traders over 30 days, each with their own device, payout destination and document, signing
 * in from where real people do: most from an address of their own, some from a household or an office shared
 * with one to three others (seen there on several days), some from a mobile carrier's NAT gateway or a VPN exit
 * shared by hundreds. Every trader is honest, so every case is a false positive; a case that would hold a payout
 * (score at or above the threshold) is the costly kind.
 */
function population(seed: number, traders: number) {
  const random = seededRandom(seed);
  const marks = new Map<string, MarkSighting[]>();
  const see = (kind: MarkKind, value: string, userId: string, firstSeenAt: number, lastSeenAt: number) => {
    const key = `${kind}:${value}`;
    marks.set(key, [...(marks.get(key) ?? []), { userId, firstSeenAt, lastSeenAt }]);
  };
  const gateways = 20;
  const households = Math.floor(traders / 25);
  for (let i = 0; i < traders; i++) {
    const userId = `trader-${i}`;
    const first = Math.floor(random() * 20 * DAY);
    const last = first + Math.floor(random() * 10 * DAY);
    see('device', `device-${i}`, userId, first, last);
    see('payoutDestination', `iban-${i}`, userId, first, last);
    see('document', `passport-${i}`, userId, first, first);
    const where = random();
    if (where < 0.1) see('ip', `household-${Math.floor(random() * households)}`, userId, first, last);
    else if (where < 0.3) see('ip', `gateway-${Math.floor(random() * gateways)}`, userId, first, last);
    else see('ip', `home-${i}`, userId, first, last);
  }
  return marks;
}

describe('shared identity on independent traders', () => {
  it('holds no payout of 10,000 independent traders: shared addresses alone score low, public networks not at all', () => {
    const marks = population(2029, 10_000);
    const findings = [...marks.entries()].flatMap(([key, sightings]) => {
      const finding = identityFinding(key.split(':')[0] as MarkKind, sightings, defaultRiskParameters.identity);
      return finding ? [finding] : [];
    });
    expect(findings.filter((f) => f.score >= HOLD_THRESHOLD)).toEqual([]);
    // Households and offices seen on several days are weak cases (an analyst may look); gateways of hundreds are not.
    expect(findings.every((f) => f.rule === 'shared-ip' && f.userIds.length <= 10)).toBe(true);
    const traders = new Set(findings.flatMap((f) => f.userIds));
    expect(traders.size).toBeGreaterThan(0);
    expect(traders.size / 10_000).toBeLessThan(0.1);
  });
});
