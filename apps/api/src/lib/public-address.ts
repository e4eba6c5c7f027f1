// Which hosts and IP addresses are on the public internet: the guard that keeps the requests the server
// makes to addresses chosen by users (push subscriptions) away from loopback, private networks, link-local
// (cloud metadata at 169.254.169.254) and the other special-purpose ranges.
import dns from 'node:dns';
import { BlockList, isIP, isIPv4, type LookupFunction } from 'node:net';

/** IPv4 special-purpose ranges (IANA registry) that are not reachable on the public internet. */
const notPublicIPv4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: cloud metadata services live here
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 is judged the other way round: only global unicast (2000::/3) can be public, which already leaves
 * out ::, ::1, fc00::/7 (unique local), fe80::/10 (link-local), ff00::/8 (multicast) and the rest; these
 * blocks inside it are not public either (Teredo and 6to4 tunnel to IPv4 addresses we could not check).
 */
const notPublicIPv6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
];

// Separate lists per family: a BlockList matches IPv4-mapped IPv6 addresses against IPv4 rules and the
// other way round, which is handled explicitly below instead.
const blockedV4 = new BlockList();
for (const [network, prefix] of notPublicIPv4) blockedV4.addSubnet(network, prefix, 'ipv4');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of notPublicIPv6) blockedV6.addSubnet(network, prefix, 'ipv6');

/** The 16 bytes of a valid IPv6 address (zone already removed). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const start = groups(head);
  const end = groups(tail);
  const all = [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

/**
 * The IPv4 address carried in an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) IPv6 address: those
 * reach that IPv4 address, so they are judged as it is.
 */
function embeddedIPv4(bytes: number[]): string | undefined {
  const prefix = bytes.slice(0, 12).join(',');
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff].join(',');
  const nat64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0].join(',');
  return prefix === mapped || prefix === nat64 ? bytes.slice(12).join('.') : undefined;
}

/** True when the IP address is reachable on the public internet (false for anything that is not an IP). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !blockedV4.check(address, 'ipv4');
  // a zone (fe80::1%eth0) only ever goes with link-local addresses, which are refused anyway
  const bare = address.split('%')[0] ?? '';
  if (isIP(bare) !== 6) return false;
  const embedded = embeddedIPv4(ipv6Bytes(bare));
  if (embedded) return isPublicAddress(embedded);
  return globalUnicast.check(bare, 'ipv6') && !blockedV6.check(bare, 'ipv6');
}

/** Names that only ever mean a machine of the local network, whatever a resolver says. */
const localSuffixes = ['localhost', 'localdomain', 'local', 'internal', 'home.arpa'];

/**
 * True when a URL's host name may be a public host: an IP literal (bracketed IPv6 too) must be a public
 * address; a name must have a dot (a single label is completed by the resolver's search domains) and not
 * end in localhost, .local, .internal and the like. A name's addresses are checked when connecting
 * (publicOnlyLookup): a name that passes here may still resolve to a private address.
 */
export function isPublicHostname(hostname: string, allowedAddresses: readonly string[] = []): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(literal)) return isPublicAddress(literal) || allowedAddresses.includes(literal);
  if (!host.includes('.')) return false;
  return !localSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
}

export interface PublicLookupOptions {
  /** addresses let through although not public: only for a test's local stand-in, never in production */
  allowedAddresses?: readonly string[];
}

/**
 * A `lookup` for net/tls/https connections that resolves every address of the name and refuses the
 * connection when any one of them is not public: the socket then connects to an address that was checked,
 * so a name re-pointed after it was accepted (DNS rebinding) cannot reach the inside. Node does not call
 * `lookup` for IP literals: check those with isPublicHostname before connecting.
 */
export function publicOnlyLookup({ allowedAddresses = [] }: PublicLookupOptions = {}): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find(
        ({ address }) => !isPublicAddress(address) && !allowedAddresses.includes(address),
      );
      if (refused || addresses.length === 0) {
        const error = new NonPublicAddressError(
          `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a public address`,
        );
        return callback(error, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [dns.LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
