import { mapMemo } from "@/lib/api/data-memo";
import { rowsAt } from "@/lib/screener/screener-row-blocks";

const KEYS = Array.from({ length: 23 }, (_, i) => 100 + i);

function setup() {
  const reads: number[][] = [];
  const memo = mapMemo();
  const read = async (keys: readonly number[]) => {
    reads.push([...keys]);
    return keys.map((key) => `row ${key}`);
  };
  return { reads, memo, read };
}

describe("rowsAt", () => {
  it("gives the rows of a page inside one block, spanning two, at the end, and none past it", async () => {
    const { memo, read } = setup();
    const page = (from: number, to: number) => rowsAt(KEYS, from, to, read, memo, 10);
    expect(await page(2, 5)).toEqual(["row 102", "row 103", "row 104"]);
    expect(await page(8, 13)).toEqual(["row 108", "row 109", "row 110", "row 111", "row 112"]);
    expect(await page(20, 30)).toEqual(["row 120", "row 121", "row 122"]);
    expect(await page(23, 30)).toEqual([]);
    expect(await page(0, 23)).toEqual(KEYS.map((key) => `row ${key}`));
  });

  it("reads each block once for pages of every size over it", async () => {
    const { reads, memo, read } = setup();
    for (const size of [3, 4, 7, 10])
      for (let from = 0; from < KEYS.length; from += size) await rowsAt(KEYS, from, from + size, read, memo, 10);
    expect(reads).toEqual([KEYS.slice(0, 10), KEYS.slice(10, 20), KEYS.slice(20)]);
  });

  it("reads only the page's own rows without a memo", async () => {
    const { reads, read } = setup();
    expect(await rowsAt(KEYS, 8, 13, read, undefined, 10)).toEqual([
      "row 108",
      "row 109",
      "row 110",
      "row 111",
      "row 112",
    ]);
    expect(reads).toEqual([KEYS.slice(8, 13)]);
  });
});
