import { isIPv6 } from "node:net";

/**
 * The key a per-address limit counts by: an IPv4 address as it is, an IPv6 address by its /64 prefix,
 * because one subscriber is usually given a whole /64 and could otherwise take a fresh address per request.
 */
export function addressLimitKey(address: string): string {
  const bare = address.split("%")[0]!;
  // The colon test first: isIPv6's pattern is long, and most callers are IPv4.
  if (!bare.includes(":") || bare.includes(".") || !isIPv6(bare)) return bare;
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
