/**
 * Where the first NUL character sits in a request's values (a path like "isins[1]"), or null. PostgreSQL
 * text cannot hold U+0000, so such a value is refused up front instead of failing in the database.
 */
export function firstNulPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstNulPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return path ? `${path}.${key}` : key;
      const found = firstNulPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
