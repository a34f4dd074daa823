import { addressKey } from '../client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2:a:b:1.2.3.4',
      '2001:db8:1:2::9%eth0',
    ])
      expect(addressKey(address)).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('hashes anything else into a short key (a proxy header can hold any text)', () => {
    const key = addressKey(`not an address ${'x'.repeat(1000)}`);
    expect(key).toMatch(/^other:[0-9a-f]{32}$/);
    expect(addressKey('')).toMatch(/^other:/);
    expect(addressKey('unknown')).not.toBe(addressKey('unknowN'));
  });
});
