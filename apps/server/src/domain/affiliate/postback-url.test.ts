import { describe, expect, it } from 'vitest';
import { majorAmount, renderPostbackUrl, type PostbackValues } from './postback-url.ts';

const values: PostbackValues = {
  clickId: 'a b&c=d',
  cnvId: null,
  orderId: '6f1c',
  orderNumber: '100042',
  amount: '99.50',
  currency: 'EUR',
  timestamp: 1_700_000_000,
};

describe('the postback URL of a sale', () => {
  it('fills every placeholder, URL-encoded, and leaves unknown ones as written', () => {
    expect(
      renderPostbackUrl(
        'https://net.example/pb?cid={clickId}&cnv={cnvId}&tx={orderNumber}&v={amount}&c={currency}&t={timestamp}&x={other}',
        values,
      ),
    ).toBe('https://net.example/pb?cid=a%20b%26c%3Dd&cnv=&tx=100042&v=99.50&c=EUR&t=1700000000&x={other}');
  });

  it('refuses what is not an http(s) URL once filled', () => {
    expect(renderPostbackUrl('{clickId}', { ...values, clickId: 'javascript:alert(1)' })).toBeNull();
    expect(renderPostbackUrl('ftp://net.example/{orderId}', values)).toBeNull();
  });

  it('writes amounts in the currency’s own digits', () => {
    expect(majorAmount(34_500, 'USD')).toBe('345.00');
    expect(majorAmount(5000, 'JPY')).toBe('5000');
    expect(majorAmount(12_345, 'BHD')).toBe('12.345');
  });
});
