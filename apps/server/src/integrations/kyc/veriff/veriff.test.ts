import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nameCase, parseExternalId } from '../provider-reference.ts';
import { veriffDecision, veriffReasonCode } from './veriff-decision.ts';
import { checkVeriffSignature, veriffSignature } from './veriff-signing.ts';
import { createVeriffProvider } from './veriff-provider.ts';

const keys = { apiKey: 'key', sharedSecret: 'shared' };

describe("Veriff's signing", () => {
  it('is the hex HMAC-SHA256 of the payload with the shared secret, checked with the API key', () => {
    const body = '{"verification":{}}';
    const mac = createHmac('sha256', 'shared').update(body).digest('hex');
    expect(veriffSignature('shared', body)).toBe(mac);
    expect(checkVeriffSignature(keys, { 'x-auth-client': 'key', 'x-hmac-signature': mac }, body)).toBe(true);
    expect(checkVeriffSignature(keys, { 'x-auth-client': 'other', 'x-hmac-signature': mac }, body)).toBe(false);
    expect(checkVeriffSignature(keys, { 'x-hmac-signature': mac.replace(/^./, '0') }, body)).toBe(false);
    expect(checkVeriffSignature(keys, {}, body)).toBe(false);
  });
});

describe("Veriff's decisions as SPEC's", () => {
  it('maps statuses and reason codes', () => {
    expect(veriffDecision('approved', null, null)).toEqual({ type: 'verification.approved' });
    expect(veriffDecision('declined', 106, 'Known fraud')).toEqual({
      type: 'verification.rejected',
      reasonCode: 'fraud',
      reason: 'Known fraud',
    });
    expect(veriffDecision('resubmission_requested', 207, null)).toMatchObject({
      type: 'verification.retry',
      reasonCode: 'documentExpired',
    });
    for (const status of ['expired', 'abandoned', 'review']) expect(veriffDecision(status, null, null)).toBeUndefined();
    expect(veriffReasonCode(999)).toBe('other');
    expect(veriffReasonCode('102')).toBe('other');
  });

  it('reads a signed decision webhook into an event; an unknown vendorData is acknowledged only', async () => {
    const provider = createVeriffProvider(keys, 'http://127.0.0.1:1');
    const hook = (vendorData: string) => {
      const body = JSON.stringify({
        status: 'success',
        verification: {
          id: 's1',
          attemptId: 'a1',
          status: 'approved',
          code: 9001,
          vendorData,
          person: { firstName: 'JEAN-LUC', dateOfBirth: '1970-01-02' },
        },
      });
      return [{ 'x-auth-client': 'key', 'x-hmac-signature': veriffSignature('shared', body) }, body] as const;
    };
    const uid = '0d0f3c9e-1111-4a4a-8b8b-123456789abc';
    expect(await provider.verifyWebhook(...hook(`${uid}:identity`))).toEqual({
      ok: true,
      event: {
        eventId: 's1:a1:approved',
        type: 'verification.approved',
        caseId: 's1',
        reference: uid,
        step: 'identity',
        dateOfBirth: '1970-01-02',
        verified: { firstName: 'Jean-Luc' },
      },
    });
    expect(await provider.verifyWebhook(...hook('someone-else'))).toEqual({ ok: true, event: null });
    expect(await provider.verifyWebhook({ 'x-hmac-signature': 'x' }, '{}')).toEqual({ ok: false, reason: 'signature' });
  });

  it('keeps names as people write them and reads our external ids', () => {
    expect(nameCase("MARY O'BRIEN-SMITH")).toBe("Mary O'Brien-Smith");
    expect(nameCase('van der Berg')).toBe('van der Berg');
    expect(parseExternalId('abc:address')).toEqual({ reference: 'abc', step: 'address' });
    expect(parseExternalId('abc')).toBeUndefined();
  });
});
