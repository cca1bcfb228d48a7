import { formatDate } from "@/lib/format/dates";

/**
 * A new authenticator app's name, as the profile lists it: "Authenticator app added Nov 27, 2026" in the
 * site's date format, with " (2)", " (3)"… when a factor already has that name (names must be unique).
 */
export function authenticatorName(added: Date, taken: readonly (string | null)[]): string {
  const base = `Authenticator app added ${formatDate(added)}`;
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base} (${n})`;
  return name;
}
