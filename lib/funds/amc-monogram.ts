// A fund house's monogram: its initials on a colour derived from its slug. Real logos are trademarks the
// product has no licence for; a monogram identifies the house without pretending to be its logo.

const PALETTE = ["#1d4ed8", "#047857", "#b45309", "#7c3aed", "#be123c", "#0f766e", "#4338ca", "#a16207"] as const;
const NON_DISTINCTIVE = new Set([
  "mutual",
  "fund",
  "asset",
  "management",
  "company",
  "limited",
  "ltd",
  "india",
  "private",
  "pvt",
  "the",
  "of",
  "and",
  "&",
]);

export function monogramInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !NON_DISTINCTIVE.has(word.toLowerCase()));
  const picked = (words.length ? words : name.split(/\s+/).filter(Boolean)).slice(0, 2);
  return picked.map((word) => [...word][0]!.toUpperCase()).join("") || "?";
}

function colourOf(slug: string): string {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function amcMonogramSvg(slug: string, name: string): string {
  const initials = escapeXml(monogramInitials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}"><rect width="64" height="64" rx="12" fill="${colourOf(slug)}"/><text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#ffffff">${initials}</text></svg>`;
}
