import { SchemeCodeTable, SMALL_CODES } from "@/lib/ingest/amfi/scheme-code-table";

describe("SchemeCodeTable", () => {
  it("holds values by code below, at and beyond 2^18 and below zero, the last one set winning", () => {
    const table = new SchemeCodeTable<string>();
    for (const code of [SMALL_CODES, 119_551, -3, 0, SMALL_CODES - 1, 5_000_000]) table.set(code, `v${code}`);
    table.set(119_551, "again");
    expect(table.get(119_551)).toBe("again");
    expect(table.get(0)).toBe("v0");
    expect(table.get(SMALL_CODES - 1)).toBe(`v${SMALL_CODES - 1}`);
    expect(table.get(SMALL_CODES)).toBe(`v${SMALL_CODES}`);
    expect(table.get(-3)).toBe("v-3");
    expect(table.get(1)).toBeUndefined();
    expect(table.get(SMALL_CODES + 1)).toBeUndefined();
    expect([...table.entries()]).toEqual([
      [-3, "v-3"],
      [0, "v0"],
      [119_551, "again"],
      [SMALL_CODES - 1, `v${SMALL_CODES - 1}`],
      [SMALL_CODES, `v${SMALL_CODES}`],
      [5_000_000, "v5000000"],
    ]);
  });

  it("skips a code whose value was set to undefined, as an absent one", () => {
    const table = new SchemeCodeTable<number | undefined>();
    table.set(7, 1);
    table.set(7, undefined);
    table.set(8, 0);
    expect(table.get(7)).toBeUndefined();
    expect([...table.entries()]).toEqual([[8, 0]]);
  });
});
