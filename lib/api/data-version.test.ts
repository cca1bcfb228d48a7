import type { Sql } from "postgres";
import { dataVersionReader } from "@/lib/api/data-version";

/** A stand-in for the pool's tagged template: each query answers the next of `versions` (an Error fails it). */
function fakeSql(versions: Array<string | Error>) {
  const calls = { count: 0 };
  const sql = (async () => {
    const next = versions[calls.count++];
    if (next instanceof Error) throw next;
    return [{ version: next }];
  }) as unknown as Sql;
  return { sql, calls };
}

describe("dataVersionReader", () => {
  it("reads once for concurrent callers, trusts the read for its TTL, then reads again", async () => {
    let now = 1_000;
    const { sql, calls } = fakeSql(["7", "8"]);
    const read = dataVersionReader(sql, 1000, () => now);
    expect(await Promise.all([read(), read(), read()])).toEqual(["7", "7", "7"]);
    expect(calls.count).toBe(1);
    now += 999;
    expect(await read()).toBe("7");
    now += 1;
    expect(await read()).toBe("8");
    expect(calls.count).toBe(2);
  });

  it("keeps no failed read: the next call reads again", async () => {
    const { sql, calls } = fakeSql([new Error("the database is not answering"), "3"]);
    const read = dataVersionReader(sql, 1000, () => 0);
    await expect(read()).rejects.toThrow("not answering");
    expect(await read()).toBe("3");
    expect(calls.count).toBe(2);
  });
});
