// A daily capture's date is what its content says: AMFI's file of day N holds the NAVs of the last business
// day before it (N-1 to N-4 in the 372 real captures). A name that says otherwise is refused and nothing is
// recorded, so neither the wrong day's rows are skipped for good nor a far-off date outranks later captures.

/** The most days a daily capture's name may be after the date most of its NAVs carry (long holiday closures). */
export const MAX_NAME_LAG_DAYS = 7;

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export function nameDateRefusal(input: {
  nameDate: string;
  /** The NAV date most kept rows carry (null: no kept row). */
  modeDate: string | null;
  /** Rows skipped as dated too far after the name's date, and rows kept. */
  datedAhead: number;
  kept: number;
}): string | null {
  const { nameDate, modeDate, datedAhead, kept } = input;
  if (datedAhead > kept)
    return `its name says ${nameDate}, but ${datedAhead} of its NAVs are dated more than a few days after that (${kept} kept): the name's date is not the capture's. Name it by the day AMFI published it.`;
  if (modeDate === null) return null;
  const lag = dayOf(nameDate) - dayOf(modeDate);
  if (lag < 0 || lag > MAX_NAME_LAG_DAYS)
    return `its name says ${nameDate}, but most of its NAVs are dated ${modeDate}: a daily capture holds the NAVs of the few days before its own date. Name it by the day AMFI published it.`;
  return null;
}
