const HEAD = 6;
const TAIL = 4;

/**
 * A wallet address shortened for display, first 6 and last 4 characters joined by "…"
 * (spec §5: "0x1234…abcd"). Addresses of 10 characters or fewer come back unchanged, since
 * shortening would hide nothing.
 * @example shortenAddress("0x1234567890abcdef1234567890abcdef12345678") // "0x1234…5678"
 */
export function shortenAddress(address: string): string {
  if (address.length <= HEAD + TAIL) return address;
  return `${address.slice(0, HEAD)}…${address.slice(-TAIL)}`;
}
