/**
 * URLSearchParams as a plain record: a key given once is a string, a key given several times an array
 * (the screener's repeated `amc=...&amc=...`). Schemas decide whether an array is allowed.
 */
export function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const seen = record[key];
    if (seen === undefined) record[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else record[key] = [seen, value];
  }
  return record;
}
