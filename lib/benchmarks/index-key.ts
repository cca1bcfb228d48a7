import { INDEX_SPELLINGS } from "@/lib/benchmarks/index-names";

/**
 * A benchmark's name as any source prints it, reduced to the words that tell indexes apart: upper case, "(TRI)",
 * "Total Return(s) Index", "TRI" and the word "Index" dropped (every stored series is a total return index),
 * "S&P" before "BSE" dropped (BSE's indices lost the S&P brand in 2024), a benchmark's "(PRIMARY)" tag dropped,
 * letters and digits apart ("Nifty200" = "Nifty 200", "5Yr" = "5 Yr"), "&" as "and", dashes as spaces, no
 * spaces around "+" and ":". "Nifty 500 TRI", "NIFTY 500 - Total Returns Index" and "NIFTY 500" all give
 * "NIFTY 500".
 */
export function indexWords(name: string): string {
  return name
    .normalize("NFKC")
    .toUpperCase()
    .replace(/\((?:PRIMARY|SECONDARY)\)/g, " ")
    .replace(/\(\s*TRI\s*\)/g, " ")
    .replace(/\bS\s*&\s*P\s+(?=BSE\b)/g, " ")
    .replace(/\bTOTAL\s+RETURNS?\s+INDEX\b/g, " ")
    .replace(/\b(?:TRI|INDEX)\b/g, " ")
    .replace(/&/g, " AND ")
    .replace(/([A-Z])(\d)/g, "$1 $2")
    .replace(/(\d)([A-Z])/g, "$1 $2")
    .replace(/[\s–—-]+/g, " ")
    .replace(/\s*([+:])\s*/g, "$1")
    .replace(/[.,]+$/g, "")
    .replace(/\(\s*\)/g, " ")
    .trim()
    .replace(/ +/g, " ");
}

/**
 * The key an index series is stored under (index_values.index_name, read through this function too) for a
 * benchmark's name as any source prints it: its indexWords, then the one canonical index a known other spelling
 * stands for (INDEX_SPELLINGS: "NIFTY LARGE MIDCAP 250" is the "NIFTY LARGEMIDCAP 250").
 */
export function indexKey(name: string): string {
  const words = indexWords(name);
  return INDEX_SPELLINGS.get(words) ?? words;
}
