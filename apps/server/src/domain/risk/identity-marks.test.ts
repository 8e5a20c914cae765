import { describe, expect, it } from 'vitest';
import {
  clientMarks,
  deviceMark,
  documentMarks,
  ipMark,
  payoutDestinationMark,
  wellFormedDeviceId,
} from './identity-marks.ts';

describe('identity marks: normalised and masked', () => {
  it('takes a public IPv4 as it is and shows its first three parts', () => {
    expect(ipMark('203.0.113.7')).toEqual({ kind: 'ip', value: '203.0.113.7', shown: '203.0.113.•••' });
    expect(ipMark(' ::ffff:203.0.113.7 ')?.value).toBe('203.0.113.7');
    expect(ipMark('::ffff:cb00:7107')?.value).toBe('203.0.113.7');
  });

  it('takes an IPv6 by its /64, so a household’s rotating addresses are one', () => {
    const a = ipMark('2001:db8:85a3:12:1111:2222:3333:4444');
    const b = ipMark('2001:0DB8:85A3:0012::9');
    expect(a).toEqual({ kind: 'ip', value: '2001:db8:85a3:12::/64', shown: '2001:db8:85a3:•••' });
    expect(b?.value).toBe(a?.value);
    expect(ipMark('2001:db8:85a3:13::9')?.value).not.toBe(a?.value);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.10',
    '100.64.3.4',
    '169.254.1.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '',
    'not an address',
    '1.2.3',
    '256.1.1.1',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
  ])('ignores %j: it names no one, or is no address', (raw) => {
    expect(ipMark(raw)).toBeNull();
  });

  it('accepts a well-formed device id only, and shows its tail', () => {
    const id = '3f2b8c1e-5d4a-4e9b-9c7d-2a1b0c9da91f';
    expect(deviceMark(id)).toEqual({ kind: 'device', value: id, shown: 'device •••a91f' });
    expect(deviceMark(id.toUpperCase())?.value).toBe(id);
    for (const bad of [
      'short',
      '<script>alert(1)</script>',
      'a'.repeat(65),
      'has spaces in it ok?',
      'ünïcödé-ünïcödé-ü',
    ])
      expect(wellFormedDeviceId(bad)).toBeNull();
    expect(wellFormedDeviceId(['a'.repeat(20)])).toBeNull(); // a header given twice
    expect(deviceMark(null)).toBeNull();
  });

  it('normalises an IBAN however it was typed and shows its country and last four', () => {
    const a = payoutDestinationMark({ iban: 'DE89 3704 0044 0532 0130 00' });
    expect(a).toEqual({
      kind: 'payoutDestination',
      value: 'iban:DE89370400440532013000',
      shown: 'DE•• •••• 3000',
    });
    expect(payoutDestinationMark({ iban: 'de89370400440532013000' })?.value).toBe(a?.value);
  });

  it('keys an account number with its bank: the same number at another bank is another account', () => {
    const a = payoutDestinationMark({ accountNumber: '12-3456 789', swiftBic: 'chasus33xxx', bankCountry: 'US' });
    expect(a).toEqual({ kind: 'payoutDestination', value: 'account:CHASUS33:123456789', shown: 'CHASUS33 •••• 6789' });
    expect(payoutDestinationMark({ accountNumber: '123456789', swiftBic: 'BOFAUS3N' })?.value).not.toBe(a?.value);
    expect(payoutDestinationMark({ accountNumber: '123456789', bankCountry: 'us' })?.value).toBe(
      'account:US:123456789',
    );
  });

  it('keys a wallet by its address on any network; hex and Bech32 in any case, Base58 as it is', () => {
    const eth = '0x52908400098527886E0F7030069857D2E4169EE7';
    const a = payoutDestinationMark({ network: 'ERC20', address: eth });
    expect(a).toEqual({
      kind: 'payoutDestination',
      value: `wallet:${eth.toLowerCase()}`,
      shown: 'ERC20 0x52•••9ee7',
    });
    expect(payoutDestinationMark({ network: 'BEP20', address: eth.toLowerCase() })?.value).toBe(a?.value);
    expect(payoutDestinationMark({ address: 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ' })?.value).toBe(
      'wallet:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(payoutDestinationMark({ network: 'TRC20', address: tron })?.value).toBe(`wallet:${tron}`);
    expect(payoutDestinationMark({})).toBeNull();
  });

  it('marks an identity document by each scan but the selfie, and by its number when read', () => {
    const sha = (c: string) => c.repeat(64);
    const marks = documentMarks({
      documentType: 'passport',
      files: [
        { slot: 'front', sha256: sha('a') },
        { slot: 'selfie', sha256: sha('b') },
        { slot: 'back', sha256: 'not-a-hash' },
      ],
      number: 'c01x-00 t47',
      country: 'de',
    });
    expect(marks).toEqual([
      { kind: 'document', value: `file:${sha('a')}`, shown: 'passport scan •••aaaa' },
      { kind: 'document', value: 'number:passport:DE:C01X00T47', shown: 'passport •••0T47' },
    ]);
  });

  it('gives a request’s address and device, leaving out what is not there', () => {
    expect(clientMarks({ ip: '127.0.0.1', deviceId: null })).toEqual([]);
    expect(clientMarks({ ip: '198.51.100.4', deviceId: 'a'.repeat(32) }).map((m) => m.kind)).toEqual(['ip', 'device']);
  });
});
