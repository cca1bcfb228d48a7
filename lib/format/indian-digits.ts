// Kept apart from indian-grouping.ts (and its decimal code) for pages that only group whole counts.
/** Groups a string of integer digits the Indian way: "1234567" -> "12,34,567". */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(",");
}
