/**
 * Whether `value`, written as JSON (JSON.stringify), reads back as `stored` (a JSON.parse result, as postgres.js
 * gives a jsonb column): a check before sending a value to be compared in the database, so it answers false for
 * anything it does not know (a Date, a Map), never true for values that differ.
 */
export function sameJsonValue(stored: unknown, value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return stored === value;
  // JSON has no NaN or infinity: JSON.stringify writes null. -0 is written 0, and -0 === 0.
  if (typeof value === "number") return Number.isFinite(value) ? stored === value : stored === null;
  if (Array.isArray(value)) {
    if (!Array.isArray(stored) || stored.length !== value.length) return false;
    // An array's undefined (or function) is written null.
    return value.every((item, i) => sameJsonValue(stored[i], writtenAs(item) ?? null));
  }
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return false;
  const storedObject = stored as Record<string, unknown>;
  let written = 0;
  for (const [key, item] of Object.entries(value)) {
    // A property whose value is undefined (or a function) is left out.
    if (writtenAs(item) === undefined) continue;
    written += 1;
    if (!Object.hasOwn(storedObject, key) || !sameJsonValue(storedObject[key], item)) return false;
  }
  return written === Object.keys(storedObject).length;
}

const writtenAs = (item: unknown) =>
  item === undefined || typeof item === "function" || typeof item === "symbol" ? undefined : item;
