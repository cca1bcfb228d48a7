import { formatInr } from "@/lib/format";

/** A NAV in rupees to 4 decimals, as fund houses publish it: 1195.9496 -> "₹1,195.9496"; null -> "--". */
export function formatNav(value: number | null): string {
  return formatInr(value, { fractionDigits: 4 });
}
