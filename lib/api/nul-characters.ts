/**
 * Where the first NUL character sits in a request's values (a path like "isins[1]"), or null. PostgreSQL
 * text cannot hold U+0000, so such a value is refused up front instead of failing in the database. Walks
 * with its own stack, not recursion: a deeply nested value cannot overflow the call stack (issue 34, point 3).
 */
export function firstNulPath(value: unknown, path = ""): string | null {
  // Depth first, in order; an object's key is checked as a string at its entry's path, just before its value.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const here = next.value;
    if (typeof here === "string") {
      if (here.includes("\u0000")) return next.path;
    } else if (Array.isArray(here)) {
      for (let i = here.length - 1; i >= 0; i--) pending.push({ value: here[i], path: `${next.path}[${i}]` });
    } else if (here !== null && typeof here === "object") {
      const entries = Object.entries(here);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const itemPath = next.path ? `${next.path}.${key}` : key;
        pending.push({ value: item, path: itemPath }, { value: key, path: itemPath });
      }
    }
  }
  return null;
}
