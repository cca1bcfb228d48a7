/**
 * The key an index series is stored under (index_values.index_name) for a benchmark's name as any source
 * prints it: upper case, "Total Return(s) Index" and "TRI" dropped (every stored series is a total return
 * index), dashes and repeated spaces collapsed. "Nifty 500 TRI", "NIFTY 500 - Total Returns Index" and the
 * index file's own "NIFTY 500" all give "NIFTY 500".
 */
export function indexKey(name: string): string {
  return name
    .normalize("NFKC")
    .toUpperCase()
    .replace(/\bTOTAL\s+RETURNS?\s+INDEX\b/g, " ")
    .replace(/\bTRI\b/g, " ")
    .replace(/[\s–—-]+/g, " ")
    .replace(/\(\s*\)/g, " ")
    .trim()
    .replace(/ +/g, " ");
}
