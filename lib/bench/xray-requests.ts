import type { XraySelectionItem } from "@/lib/xray/xray-selection";

// 7919 is a prime that does not divide SPREAD (2^3 x 3^2 x 5^3 x 11): the first fund's amount alone differs
// between any two of up to SPREAD requests.
const STEP = 7919;
const SPREAD = 99_000;
const FLOOR = 1_000;

/**
 * `count` different X-rays of the same plans (each fund ₹1,000 to ₹99,999, whole rupees): every one a new
 * request to the answer cache, for a benchmark of uncached answers. At most 99,000, so that none repeats.
 */
export function xrayRequests(schemeCodes: readonly number[], count: number): XraySelectionItem[][] {
  if (count > SPREAD) throw new Error(`At most ${SPREAD} different X-rays; ${count} were asked for.`);
  return Array.from({ length: count }, (_, i) =>
    schemeCodes.map((schemeCode, j) => ({ schemeCode, value: FLOOR + (((i + 1) * (j + 1) * STEP) % SPREAD) })),
  );
}
