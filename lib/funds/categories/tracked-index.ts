import {
  COMMODITY_WORDS,
  INDEX_ACRONYMS,
  INDEX_OF_PRODUCT,
  INDEX_NAMED_BY_PROVIDER,
  INDEX_PROVIDER_WORDS,
  INDEX_SPELLINGS,
  PRODUCT_WORDS,
} from "@/lib/funds/categories/tracked-index-spellings";

/** The index an index fund or ETF tracks, read from its scheme name; null key when the name does not say. */
export interface TrackedIndex {
  /** Canonical upper-case key ("NIFTY 50"); peers share it. Null when the name cannot be placed. */
  key: string | null;
  /** The key as shown ("Nifty 50"); null with the key. */
  name: string | null;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");
const PROVIDER = new RegExp(`(?:^|\\s)(${INDEX_PROVIDER_WORDS.map(escape).join("|")})(?=\\s|$)`);
const PRODUCT = new RegExp(`(?:^|\\s)(?:${PRODUCT_WORDS.map(escape).join("|")})(?=\\s|$)`, "g");

/** Upper case, the table's spellings applied, punctuation that only separates words turned into spaces. */
function normalise(schemeName: string): string {
  let text = ` ${schemeName.toUpperCase()} `;
  for (const [spelling, canonical] of INDEX_SPELLINGS) text = text.replace(spelling, canonical);
  return text
    .replace(/\s+-\s+|\s+-(?=\S)|(?<=\S)-\s+/g, " ")
    .replace(/[.,]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function withoutProductWords(text: string): string {
  // Run twice: adjacent product words share the space between them.
  return text.replace(PRODUCT, " ").replace(PRODUCT, " ").replace(/\s+/g, " ").trim();
}

function displayName(key: string): string {
  return key
    .split(" ")
    .map((word) => {
      if (word === "G-SEC") return "G-Sec";
      if (word === "YR") return "yr";
      if (INDEX_ACRONYMS.has(word) || /\d/.test(word) || !/[A-Z]/.test(word)) return word;
      return word
        .split("-")
        .map((part) => (INDEX_ACRONYMS.has(part) ? part : part.charAt(0) + part.slice(1).toLowerCase()))
        .join("-");
    })
    .join(" ");
}

const placed = (key: string): TrackedIndex => ({ key, name: displayName(key) });

/**
 * The tracked index of an index fund or ETF from its scheme name ("UTI Nifty 50 Index Fund" → NIFTY 50): the
 * words from the first index provider's name (Nifty, BSE, CRISIL, MSCI...) to the end, spelt as the spellings
 * table says, without the product's own words (ETF, Index Fund, BeES, Plan). A gold or silver ETF tracks the
 * metal's price. A name that names no index gives a null key: the caller reports it, never guesses.
 */
export function trackedIndexOf(schemeName: string): TrackedIndex {
  const text = normalise(schemeName);
  const bare = withoutProductWords(text);
  const product = INDEX_OF_PRODUCT[bare];
  if (product) return placed(product);
  const provider = PROVIDER.exec(text);
  if (provider) {
    const key = withoutProductWords(text.slice(provider.index + provider[0].indexOf(provider[1]!)));
    if (key !== "" && (!INDEX_PROVIDER_WORDS.includes(key) || INDEX_NAMED_BY_PROVIDER.includes(key)))
      return placed(key);
  }
  for (const [word, index] of Object.entries(COMMODITY_WORDS))
    if (new RegExp(`(?:^|\\s)${word}(?=\\s|$)`).test(bare) && /\bETF\b/.test(text)) return placed(index);
  return { key: null, name: null };
}
