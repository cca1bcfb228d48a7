import postgres from "postgres";
import { BinaryCopyReader } from "@/lib/db/binary-copy-rows";
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
  ])("hands over a binary COPY of %s whole and leaves the connection usable", async (_label, count, width) => {
    for (let round = 0; round < 3; round++) {
      const reader = new BinaryCopyReader(2);
      const rows: ReturnType<BinaryCopyReader["push"]> = [];
      await copyOut(sql, rowsOf(count, width), (chunk) => rows.push(...reader.push(chunk)));
      reader.end();
      expect(rows).toHaveLength(count);
      expect(rows.at(-1)![0]!.readInt32BE(0)).toBe(count);
      expect(rows.every((row) => row[1]!.length === width)).toBe(true);
      const [after] = await sql<{ n: number }[]>`select ${round}::int as n`;
      expect(after!.n).toBe(round);
    }
  });

  it("rejects with the server's error and leaves the connection usable", async () => {
    await expect(copyOut(sql, "copy (select 1 / 0) to stdout with (format binary)", () => undefined)).rejects.toThrow(
      /division by zero/,
    );
    const [after] = await sql<{ n: number }[]>`select 7 as n`;
    expect(after!.n).toBe(7);
  });

  it("rejects with the error its reader throws, after draining the rest, and leaves the connection usable", async () => {
    let chunks = 0;
    const take = () => {
      chunks += 1;
      throw new RangeError("not what was expected");
    };
    await expect(copyOut(sql, rowsOf(3000, 1000), take)).rejects.toThrow(/not what was expected/);
    expect(chunks).toBe(1);
    const [after] = await sql<{ n: number }[]>`select 8 as n`;
    expect(after!.n).toBe(8);
  });
});
