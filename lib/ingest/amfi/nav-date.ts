// The Date column: DD-Mon-YYYY (e.g. "27-Jan-2026", month in any case) to an ISO date.

const MONTHS = new Map<string, number>([
  ["jan", 1],
  ["feb", 2],
  ["mar", 3],
  ["apr", 4],
  ["may", 5],
  ["jun", 6],
  ["jul", 7],
  ["aug", 8],
  ["sep", 9],
  ["oct", 10],
  ["nov", 11],
  ["dec", 12],
]);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function digitsValue(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return text.length === 0 ? -1 : value;
}

/** "27-Jan-2026" -> "2026-01-27"; null for any other shape or an impossible date such as 31-Feb. */
export function parseAmfiDate(field: string): string | null {
  const first = field.indexOf("-");
  const second = field.indexOf("-", first + 1);
  if (first < 1 || first > 2 || second !== first + 4 || field.length !== second + 5) return null;
  const day = digitsValue(field.slice(0, first));
  const month = MONTHS.get(field.slice(first + 1, second).toLowerCase());
  const year = digitsValue(field.slice(second + 1));
  if (month === undefined || day < 1 || year < 1 || day > daysInMonth(year, month)) return null;
  return `${field.slice(second + 1)}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}
