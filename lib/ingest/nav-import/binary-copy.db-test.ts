import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres, { type Sql } from "postgres";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { BinaryCopyEncoder } from "@/lib/ingest/nav-import/binary-copy";
import { encodeDecimal } from "@/lib/ingest/amfi/encoded-decimal";
import { isoToDay } from "@/lib/metrics";

// NAVs as AMFI writes them, with the scale kept: PostgreSQL must store exactly this text.
const NAVS = [
  "95.4300",
  "0.5",
  "1000",
  "10000",
  "12345",
  "0.0001",
  "0.00000001",
  "1234.56",
  "100.0000",
  "1850.1234",
  "123456789.123456",
  "9007199254.740991",
  "7.000000000",
];

describe("BinaryCopyEncoder", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    sql = postgres(scratch.url, { max: 1, onnotice: () => undefined });
    await sql`create table t (code integer, day date, nav numeric, id integer)`;
  });
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  it("writes integers, dates and decimals that PostgreSQL reads back as written, in chunks", async () => {
    // A small chunk size, so that rows end up in several chunks.
    const out = new BinaryCopyEncoder(64);
    const chunks: Buffer[] = [];
    NAVS.forEach((nav, i) => {
      const { digits, scale } = encodeDecimal(nav);
      out.row(4);
      out.int4(150_000 + i);
      out.date(isoToDay(i % 2 ? "1999-12-31" : "2026-08-22"));
      out.numeric(digits, scale);
      out.int4(7 - i);
      if (out.full) chunks.push(out.flush());
    });
    chunks.push(out.end());
    expect(chunks.length).toBeGreaterThan(2);
    const copy = await sql`copy t from stdin with (format binary)`.writable();
    await pipeline(Readable.from(chunks), copy);

    const rows = await sql<{ code: number; day: string; nav: string; id: number }[]>`
      select code, to_char(day, 'YYYY-MM-DD') as day, nav::text as nav, id from t order by code`;
    expect([...rows]).toEqual(
      NAVS.map((nav, i) => ({ code: 150_000 + i, day: i % 2 ? "1999-12-31" : "2026-08-22", nav, id: 7 - i })),
    );
  });
});
