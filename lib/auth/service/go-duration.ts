// Admin ban_duration is a Go duration string, as Supabase Auth takes it ("24h", "1h30m", "90s", "1.5h"),
// or "none" to lift a ban.
const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const PART = /(\d+(?:\.\d+)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy;

/** Milliseconds of a Go duration string; null when it is not one (Go itself refuses a bare number other than 0). */
export function parseGoDuration(text: string): number | null {
  if (text === "0") return 0;
  if (!text) return null;
  PART.lastIndex = 0;
  let total = 0;
  let consumed = 0;
  for (let match = PART.exec(text); match; match = PART.exec(text)) {
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
    consumed = PART.lastIndex;
  }
  return consumed === text.length ? total : null;
}
