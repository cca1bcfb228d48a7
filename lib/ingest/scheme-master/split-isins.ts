// AMFI's scheme master glues the payout/growth ISIN and the reinvestment ISIN into one cell without a separator
// (24 characters), and some cells carry typos around them ("INF204K01ZA5-", "INF613Q01033Redeemed"), so the
// cell is searched for ISIN shapes instead of being cut every 12 characters. The last character of an ISIN is
// its check digit, which keeps an 11-character typo ("INF174K1TA2INF174KA1TB0") from swallowing the next "I".
const ISIN_IN_TEXT = /IN[A-Z0-9]{9}[0-9]/g;

/** The ISINs in a scheme master cell, in order, without repeats. */
export function splitIsins(cell: string): string[] {
  return [...new Set(cell.toUpperCase().match(ISIN_IN_TEXT) ?? [])];
}

/** Whether a cell ends in the middle of an ISIN (a file cut short inside its last cell). */
export function endsInPartialIsin(cell: string): boolean {
  const rest = cell.replace(ISIN_IN_TEXT, " ");
  return /IN[A-Z0-9]{0,9}$/.test(rest);
}
