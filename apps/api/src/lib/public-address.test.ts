// The public-address guard: which IP addresses and host names count as public, and the lookup that
// refuses a connection when a name resolves to anything else.
import dns from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicAddress, isPublicHostname, NonPublicAddressError, publicOnlyLookup } from './public-address';

/** Each check, with the values it must refuse and the values it must accept: one test per value. */
const answers = [
  {
    check: isPublicAddress,
    refused: [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.0.1',
      '169.254.169.254', // cloud metadata
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.170',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::127.0.0.1', // IPv4-compatible (deprecated)
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::10.0.0.1', // NAT64 of a private address
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1', // site-local (deprecated)
      'ff02::1',
      '100::1', // discard
      '2001:db8::1', // documentation
      '2001::1', // Teredo
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      'not an address',
      '',
      'localhost',
    ],
    accepted: [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '100.63.255.255', // just below CGNAT
      '100.128.0.1', // just above CGNAT
      '172.15.255.255',
      '172.32.0.1',
      '169.253.255.255',
      '223.255.255.255',
      '2606:4700:4700::1111',
      '2a00:1450:4007:80e::200a',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8', // NAT64 of a public address (an IPv6-only network with DNS64)
    ],
  },
  {
    check: isPublicHostname,
    refused: [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'metadata.localhost',
      'localhost.localdomain',
      'printer.local',
      'metadata.google.internal',
      'router.home.arpa',
      'metadata', // a single label: completed by the resolver's search domains
      '127.0.0.1',
      '[::1]',
      '[::ffff:7f00:1]',
      '[fd00::1]',
      '169.254.169.254',
      '',
    ],
    accepted: [
      'fcm.googleapis.com',
      'web.push.apple.com',
      'updates.push.services.mozilla.com',
      '8.8.8.8',
      '[2606:4700::1]',
    ],
  },
];
for (const { check, refused, accepted } of answers) {
  describe(check.name, () => {
    it.each(refused)('refuses %s', (value) => {
      expect(check(value)).toBe(false);
    });
    it.each(accepted)('accepts %s', (value) => {
      expect(check(value)).toBe(true);
    });
  });
}

describe('isPublicHostname', () => {
  it('lets an allowed address through, and only that one', () => {
    expect(isPublicHostname('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isPublicHostname('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(isPublicHostname('localhost', ['127.0.0.1'])).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The resolver answers these addresses (or that error) for any name. */
  function resolverAnswers(addresses: dns.LookupAddress[], err: Error | null = null) {
    vi.spyOn(dns, 'lookup').mockImplementation(((
      _hostname: string,
      _options: unknown,
      callback: (err: Error | null, addresses: dns.LookupAddress[]) => void,
    ) => {
      setImmediate(() => callback(err, addresses));
    }) as unknown as typeof dns.lookup);
  }

  const lookup = (options: dns.LookupOptions, allowedAddresses: string[] = []) =>
    new Promise<{ err: Error | null; address: unknown; family?: number }>((resolve) => {
      publicOnlyLookup({ allowedAddresses })('push.example.com', options, (err, address, family) =>
        resolve({ err, address, family }),
      );
    });

  it('answers a public address, one or all as asked', async () => {
    const addresses = [
      { address: '2606:4700::1', family: 6 },
      { address: '93.184.215.14', family: 4 },
    ];
    resolverAnswers(addresses);
    expect(await lookup({})).toEqual({ err: null, address: '2606:4700::1', family: 6 });
    expect(await lookup({ all: true })).toEqual({ err: null, address: addresses, family: undefined });
  });

  it.each([
    [[{ address: '127.0.0.1', family: 4 }]],
    [[{ address: '169.254.169.254', family: 4 }]],
    [[{ address: '::ffff:10.0.0.1', family: 6 }]],
    // one bad address among good ones is enough: the socket could pick it
    [
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    ],
    [[]],
  ])('refuses a name that resolves to %j', async (addresses) => {
    resolverAnswers(addresses);
    expect((await lookup({})).err).toBeInstanceOf(NonPublicAddressError);
    expect((await lookup({ all: true })).err).toBeInstanceOf(NonPublicAddressError);
  });

  it('lets an allowed address through (a test stand-in), and no other', async () => {
    resolverAnswers([{ address: '127.0.0.1', family: 4 }]);
    expect(await lookup({}, ['127.0.0.1'])).toEqual({ err: null, address: '127.0.0.1', family: 4 });
    expect((await lookup({}, ['::1'])).err).toBeInstanceOf(NonPublicAddressError);
  });

  it('passes a resolver error on', async () => {
    resolverAnswers([], Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    expect((await lookup({})).err).toMatchObject({ code: 'ENOTFOUND' });
  });
});
