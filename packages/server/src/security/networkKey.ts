import { isIPv4, isIPv6 } from "node:net";

/** How many leading 16-bit groups of an IPv6 address name one subscriber's network. */
const IPV6_NETWORK_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address (no zone), a dotted IPv4 tail counting as two. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const split = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = split(head);
  const after = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => 0);
  return [...before, ...zeros, ...after];
}

/**
 * The key an address-based limit counts a request under (DESIGN §5): an IPv4 address as it is
 * (IPv4-mapped IPv6 included), and an IPv6 address by its /64, the block one home connection or
 * phone is handed. Counting each IPv6 address apart would give anyone with a /64 — everyone on
 * IPv6 — 2^64 fresh allowances of sign-ups, logins and resets.
 */
export function networkKey(address: string): string {
  const bare = address.split("%")[0] ?? address;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, IPV6_NETWORK_GROUPS)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
