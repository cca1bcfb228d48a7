import { formatInr } from "@/lib/format";

/** "₹1,000" for whole rupees, "₹500.50" otherwise, "--" when not announced. */
export function formatMinInvestment(value: number | null): string {
  return formatInr(value, { fractionDigits: value !== null && Number.isInteger(value) ? 0 : 2 });
}
