import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './trusted-proxies';

describe('the network a client is counted as', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:7:8::1', '2001:db8:7:8::/64'],
    ['2001:0db8:0007:0008:ffff:1:2:3', '2001:db8:7:8::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });
});
