const MAX_ID = 2_147_483_647;

/** A new fund offer's id from a URL segment ("12"), or null when no offer can have it ("0", "012", "1e3", "abc"). */
export function parseOfferId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
