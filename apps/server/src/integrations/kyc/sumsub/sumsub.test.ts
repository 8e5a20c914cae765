import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSumsubDigest, sumsubHeaders, sumsubRequestSignature } from './sumsub-signing.ts';
import { sumsubDecision, sumsubReasonCode } from './sumsub-review.ts';

describe("Sumsub's signing", () => {
  it('signs ts + METHOD + path with query + body with the secret key (hex HMAC-SHA256)', () => {
    const body = '{"externalUserId":"u:identity"}';
    const expected = createHmac('sha256', 'secret')
      .update(`1607551635POST/resources/applicants?levelName=basic-kyc-level${body}`)
      .digest('hex');
    expect(
      sumsubRequestSignature('secret', 1607551635, 'post', '/resources/applicants?levelName=basic-kyc-level', body),
    ).toBe(expected);
    const headers = sumsubHeaders({ appToken: 'tok', secretKey: 'secret' }, 'GET', '/x', '', 1607551635_000);
    expect(headers).toMatchObject({ 'X-App-Token': 'tok', 'X-App-Access-Ts': '1607551635' });
  });

  it('checks a webhook digest by the algorithm it names (SHA1 when none), and nothing else', () => {
    const body = '{"type":"applicantReviewed"}';
    const mac = (alg: string) => createHmac(alg, 'hook').update(body).digest('hex');
    expect(
      checkSumsubDigest('hook', { 'x-payload-digest': mac('sha256'), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' }, body),
    ).toBe(true);
    expect(
      checkSumsubDigest('hook', { 'x-payload-digest': mac('sha512'), 'x-payload-digest-alg': 'HMAC_SHA512_HEX' }, body),
    ).toBe(true);
    expect(checkSumsubDigest('hook', { 'x-payload-digest': mac('sha1') }, body)).toBe(true);
    expect(checkSumsubDigest('hook', { 'x-payload-digest': mac('sha256'), 'x-payload-digest-alg': 'MD5' }, body)).toBe(
      false,
    );
    expect(
      checkSumsubDigest(
        'other',
        { 'x-payload-digest': mac('sha256'), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' },
        body,
      ),
    ).toBe(false);
    expect(checkSumsubDigest('hook', {}, body)).toBe(false);
  });
});

describe("Sumsub's review results as SPEC's decisions", () => {
  it('GREEN approves; RED RETRY asks again; RED FINAL rejects; anything else is no decision', () => {
    expect(sumsubDecision({ reviewAnswer: 'GREEN' })).toEqual({ type: 'verification.approved' });
    expect(
      sumsubDecision({
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['SCREENSHOTS'],
        moderationComment: 'Blurry.',
      }),
    ).toEqual({ type: 'verification.retry', reasonCode: 'documentUnreadable', reason: 'Blurry.' });
    expect(
      sumsubDecision({ reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['DUPLICATE'] }),
    ).toMatchObject({
      type: 'verification.rejected',
      reasonCode: 'duplicate',
      reason: 'DUPLICATE',
    });
    // A comment's line breaks are not kept: nothing the portal keeps holds a control character.
    expect(
      sumsubDecision({ reviewAnswer: 'RED', rejectLabels: [], moderationComment: 'Line one.\r\nLine two.\t' }),
    ).toMatchObject({ type: 'verification.rejected', reasonCode: 'other', reason: 'Line one. Line two.' });
    expect(sumsubDecision(undefined)).toBeUndefined();
    expect(sumsubDecision({ reviewAnswer: 'YELLOW' })).toBeUndefined();
  });

  it('maps labels to one reason, fraud first, an unknown label to other', () => {
    expect(sumsubReasonCode(['SCREENSHOTS', 'FORGERY'])).toBe('fraud');
    expect(sumsubReasonCode(['SELFIE_MISMATCH'])).toBe('selfieMismatch');
    expect(sumsubReasonCode(['EXPIRATION_DATE'])).toBe('documentExpired');
    expect(sumsubReasonCode(['AGE_REQUIREMENT_MISMATCH'])).toBe('underage');
    expect(sumsubReasonCode(['SOMETHING_NEW'])).toBe('other');
    expect(sumsubReasonCode([])).toBe('other');
  });
});
