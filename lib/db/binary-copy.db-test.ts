import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres, { type Sql } from "postgres";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { BinaryCopyEncoder } from "@/lib/db/binary-copy";
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
    await sql`create table u (code integer, x float8, name text, doc jsonb)`;
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

  it("writes doubles exactly, nulls, and text and JSON of any length and script", async () => {
    const doubles = [0.1, -0, 1e-300, Number.MAX_VALUE, 12.345678901234567, Number.NaN, Number.POSITIVE_INFINITY, null];
    const long = "₹ नेट एसेट वैल्यू 🙂 ".repeat(5_000);
    const out = new BinaryCopyEncoder(64);
    const chunks: Buffer[] = [];
    doubles.forEach((x, i) => {
      out.row(4);
      out.int4(i);
      out.float8(x);
      if (i === 3) out.null();
      else out.text(i === 2 ? long : `plan ${i}\t"${i}"\n`);
      out.jsonb(JSON.stringify({ i, name: i === 2 ? long : "₹", nested: [x] }));
      if (out.full) chunks.push(out.flush());
    });
    chunks.push(out.end());
    const copy = await sql`copy u from stdin with (format binary)`.writable();
    await pipeline(Readable.from(chunks), copy);

    const rows = await sql<{ code: number; x: number | null; name: string | null; doc: unknown }[]>`
      select code, x, name, doc from u order by code`;
    expect([...rows]).toEqual(
      doubles.map((x, i) => ({
        code: i,
        // Not a finite number: null, as the text format's writers store it.
        x: x !== null && Number.isFinite(x) ? x : null,
        name: i === 3 ? null : i === 2 ? long : `plan ${i}\t"${i}"\n`,
        doc: JSON.parse(JSON.stringify({ i, name: i === 2 ? long : "₹", nested: [x] })),
      })),
    );
    expect(Object.is(rows[1]!.x, -0)).toBe(true);
  });
});
