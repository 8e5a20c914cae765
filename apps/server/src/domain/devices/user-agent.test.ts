import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

describe('describeUserAgent', () => {
  it('reads the browser, the system and the kind of device', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Windows', deviceType: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', deviceType: 'mobile' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0').browser).toBe(
      'Firefox',
    );
  });

  it('says nothing it cannot read: no user agent, or one of a script', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, deviceType: null });
    expect(describeUserAgent('  ')).toEqual({ browser: null, os: null, deviceType: null });
    const script = describeUserAgent('node');
    expect(script.os).toBeNull();
    expect(script.deviceType).toBeNull();
  });
});
