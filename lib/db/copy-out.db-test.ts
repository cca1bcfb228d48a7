import postgres from "postgres";
import { binaryCopyRows } from "@/lib/db/binary-copy-rows";
import { copyOut } from "@/lib/db/copy-out";
import { testDatabaseUrl } from "@/lib/db/testing/test-database";

// One connection, so every query after a COPY runs on the connection the COPY used.
const sql = postgres(testDatabaseUrl(), { max: 1, onnotice: () => undefined });
afterAll(() => sql.end({ timeout: 5 }));

const rowsOf = (count: number, width: number) =>
  `copy (select i, repeat('x', ${width})::bytea from generate_series(1, ${count}) i order by i) to stdout with (format binary)`;

describe("copyOut", () => {
  it.each([
    // Over the stream's 16 KB buffer but within one socket read, where postgres.js pauses the socket for good
    // unless it is read once more after the end (porsager/postgres#499).
    ["30 KB", 30, 1000],
    ["one row", 1, 10],
    ["3 MB", 3000, 1000],
  ])("returns a binary COPY of %s whole and leaves the connection usable", async (_label, count, width) => {
    for (let round = 0; round < 3; round++) {
      const bytes = await copyOut(sql, rowsOf(count, width));
      const rows = binaryCopyRows(bytes, 2);
      expect(rows).toHaveLength(count);
      expect(rows.at(-1)![0]!.readInt32BE(0)).toBe(count);
      expect(rows.every((row) => row[1]!.length === width)).toBe(true);
      const [after] = await sql<{ n: number }[]>`select ${round}::int as n`;
      expect(after!.n).toBe(round);
    }
  });

  it("rejects with the server's error and leaves the connection usable", async () => {
    await expect(copyOut(sql, "copy (select 1 / 0) to stdout with (format binary)")).rejects.toThrow(
      /division by zero/,
    );
    const [after] = await sql<{ n: number }[]>`select 7 as n`;
    expect(after!.n).toBe(7);
  });
});
