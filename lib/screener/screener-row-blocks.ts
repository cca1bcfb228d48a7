import type { DataMemo } from "@/lib/api/data-memo";

/**
 * A screen's rows are read and kept in blocks of this many, in its order: a page (100 rows at most) spans one
 * or two, and pages of other sizes over the same rows share them.
 */
export const ROW_BLOCK = 100;

/**
 * The rows at positions [from, to) of `keys` (a screen's order), from the kept blocks that hold them; each
 * block is read once with `read` (the rows of its keys, in their order). Without a memo only these rows are read.
 */
export async function rowsAt<Row>(
  keys: readonly number[],
  from: number,
  to: number,
  read: (keys: readonly number[]) => Promise<Row[]>,
  memo?: DataMemo,
  block = ROW_BLOCK,
): Promise<readonly Row[]> {
  const end = Math.min(to, keys.length);
  if (from >= end) return [];
  if (!memo) return read(keys.slice(from, end));
  const first = Math.floor(from / block) * block;
  const blocks: Promise<readonly Row[]>[] = [];
  for (let start = first; start < end; start += block) {
    const blockKeys = keys.slice(start, start + block);
    // Keyed by the rows' own keys: a block holds the rows it names whichever screen or data version asked.
    blocks.push(memo(`screener-rows ${blockKeys.join(",")}`, () => read(blockKeys)));
  }
  return (await Promise.all(blocks)).flat().slice(from - first, end - first);
}
