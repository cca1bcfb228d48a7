import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { dataVersionOf, readDataIdentity } from "@/lib/cache/data-identity";
import { matchStoredPages, recordPageOrigin } from "@/lib/cache/page-store";
import { refreshScreenerPlans } from "@/lib/screener/refresh-screener-plans";

describe("readDataIdentity", () => {
  let demo: MigratedDatabase;
  let real: MigratedDatabase;
  beforeAll(async () => {
    demo = await createMigratedDatabase();
    real = await createMigratedDatabase();
  });
  afterAll(async () => {
    await demo.drop();
    await real.drop();
  });

  it("is the same for a copy of a database (same data: the scratch databases are copies of one migrated template)", async () => {
    expect(await readDataIdentity(real.sql)).toBe(await readDataIdentity(demo.sql));
  });

  it("tells apart two databases whose data were published separately, even at the same version", async () => {
    await demo.sql.begin((tx) => refreshScreenerPlans(tx));
    await real.sql.begin((tx) => refreshScreenerPlans(tx));
    const a = await readDataIdentity(demo.sql);
    const b = await readDataIdentity(real.sql);
    expect(dataVersionOf(a)).toBe(dataVersionOf(b));
    expect(a).not.toBe(b);
    expect(await readDataIdentity(demo.sql)).toBe(a);
  });

  it("changes with every import's publication (refreshScreenerPlans), version included", async () => {
    const before = await readDataIdentity(demo.sql);
    await demo.sql.begin((tx) => refreshScreenerPlans(tx));
    const after = await readDataIdentity(demo.sql);
    expect(after).not.toBe(before);
    expect(Number(dataVersionOf(after))).toBe(Number(dataVersionOf(before)) + 1);
  });

  it("makes a server started on another database purge the pages a build rendered from the first", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "page-origin-"));
    const page = path.join(dist, "server", "app", "mutual-funds", "asset-management-companies.html");
    const prerender = () => {
      mkdirSync(path.dirname(page), { recursive: true });
      writeFileSync(page, "Saptarishi Mutual Fund");
    };
    try {
      const siteUrl = "http://127.0.0.1:3100";
      prerender();
      recordPageOrigin(dist, { data: await readDataIdentity(demo.sql), siteUrl });
      // Started again on the database it was built on: the pages stay.
      expect(matchStoredPages(dist, { data: await readDataIdentity(demo.sql), siteUrl }).purged).toBe(false);
      expect(existsSync(page)).toBe(true);
      // Started on the other one: they go.
      expect(matchStoredPages(dist, { data: await readDataIdentity(real.sql), siteUrl }).purged).toBe(true);
      expect(existsSync(page)).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
