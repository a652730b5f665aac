import { describe, expect, it } from 'vitest';
import { networkKey } from './network-key';

describe('networkKey (issue 14: IPv6 by /64)', () => {
  it('keeps an IPv4 address', () => expect(networkKey('203.0.113.9')).toBe('203.0.113.9'));
  it('keys every address of one /64 the same', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:abcd::9', '2001:db8:1:2::1%eth0'].map(networkKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });
  it('keeps neighbouring /64s apart', () => expect(networkKey('2001:db8:1:3::1')).not.toBe(networkKey('2001:db8:1:2::1')));
  it('expands a short prefix', () => expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64'));
  it('treats an IPv4-mapped address as IPv4', () => expect(networkKey('::ffff:198.51.100.7')).toBe('198.51.100.7'));
  it('handles the unspecified and embedded forms', () => {
    expect(networkKey('::')).toBe('0:0:0:0::/64');
    expect(networkKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
