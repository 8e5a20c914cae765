import { describe, expect, it } from 'vitest';
import { isCryptoAddress, isSwiftBic, maskedTail, normalIban } from './payout-destination.ts';

describe('payout destinations', () => {
  it('accepts an IBAN only with a valid checksum, in any spacing or case', () => {
    expect(normalIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalIban('gb29nwbk60161331926819')).toBe('GB29NWBK60161331926819');
    expect(normalIban('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(normalIban('DE00370400440532013000')).toBeNull();
    expect(normalIban('not an iban')).toBeNull();
  });

  it('checks a SWIFT/BIC', () => {
    expect(isSwiftBic('DEUTDEFF')).toBe(true);
    expect(isSwiftBic('deutdeff500')).toBe(true);
    expect(isSwiftBic('DEUT1EFF')).toBe(false);
  });

  it('checks a Bitcoin address with its checksum (legacy, script, SegWit v0, Taproot)', () => {
    expect(isCryptoAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isCryptoAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isCryptoAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isCryptoAddress('BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
    expect(isCryptoAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    expect(isCryptoAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(false);
    expect(isCryptoAddress('BTC', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
  });

  it('checks an Ethereum (ERC-20) address with EIP-55 when it is mixed case', () => {
    expect(isCryptoAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isCryptoAddress('ERC20', '0xde709f2102306220921060314715629080e2fb77')).toBe(true);
    expect(isCryptoAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false);
    expect(isCryptoAddress('ERC20', '0x5290840009852788')).toBe(false);
  });

  it('checks a Tron (TRC-20) address with its Base58Check checksum', () => {
    expect(isCryptoAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isCryptoAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isCryptoAddress('TRC20', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('masks a destination down to its last characters', () => {
    expect(maskedTail('DE89 3704 0044 0532 0130 00')).toBe('••••\u00a03000');
  });
});
