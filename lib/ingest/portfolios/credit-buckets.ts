/** Credit-quality groups of bonds and money-market paper, from the highest; a debt holding with no rating is Unrated. */
export const CREDIT_BUCKETS = ["Sovereign", "AAA", "AA", "A", "Below A", "Unrated"] as const;
export type CreditBucket = (typeof CREDIT_BUCKETS)[number];

/**
 * How a rating as printed ("CRISIL AA+", "[ICRA]AA-", "IND A1+", "CARE AAA(CE)", "SOV") falls into a group,
 * the usual way: short-term A1+ counts with AAA (the top of the short-term scale), A1 with A; the rest of A2
 * and below, BBB and below, and defaults fall below A. First match wins.
 */
const RATING_BUCKETS: readonly { pattern: RegExp; bucket: Exclude<CreditBucket, "Unrated"> }[] = [
  { pattern: /^(sov|sovereign|gsec|g-sec|goi)\b/i, bucket: "Sovereign" },
  { pattern: /(^|[^A-Za-z])(AAA|A1\+|A-1\+)/, bucket: "AAA" },
  { pattern: /(^|[^A-Za-z])AA[+-]?($|[^A-Za-z])/, bucket: "AA" },
  { pattern: /(^|[^A-Za-z])(A[+-]?|A1|A-1)($|[^A-Za-z0-9])/, bucket: "A" },
  { pattern: /(^|[^A-Za-z])(BBB|BB|B|C|D)[+-]?($|[^A-Za-z])|(^|[^A-Za-z])A[2-4]\+?($|[^0-9])/, bucket: "Below A" },
];

/** The group of a printed rating, or null when the text is no rating (an industry, "-", empty). */
export function creditBucketOf(rating: string | null): Exclude<CreditBucket, "Unrated"> | null {
  if (!rating) return null;
  const text = rating.trim().replace(/^\[?(crisil|icra|care|ind|fitch|brickwork|acuite|infomerics)\]?[\s-]*/i, " ");
  for (const { pattern, bucket } of RATING_BUCKETS) if (pattern.test(text.trim())) return bucket;
  return null;
}
