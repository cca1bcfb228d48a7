const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  rsquo: "’",
  lsquo: "‘",
  ndash: "–",
  mdash: "—",
};

/**
 * A fund house's HTML snippet ("<p>1% - If redeemed within 3 months ...</p>\n<p>&nbsp;</p>") as plain text:
 * paragraphs, line breaks and list items become "; "-free sentences on one line, tags go, entities are decoded,
 * spaces collapse. Null when nothing is left.
 */
export function htmlText(html: string): string | null {
  const text = html
    .replace(/<\s*(?:br|\/p|\/li|\/div)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .normalize("NFKC")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ")
    .trim();
  return text === "" ? null : text;
}
