// Numbers in the benchmarks' reports.

/** Milliseconds: two decimals below 10, one above; "" for no value. */
export const ms = (value: number | null) => (value === null ? "" : value < 10 ? value.toFixed(2) : value.toFixed(1));

/** A whole number with Indian digit grouping (1,00,000). */
export const whole = (value: number) => Math.round(value).toLocaleString("en-IN");

/** Bytes as kB (1 kB = 1,000 bytes, as Next.js and Lighthouse count) with one decimal. */
export const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);
