import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { signJwt } from "@/lib/auth/jwt/es256";
import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { memberCalls } from "@/lib/api/testing/member-calls";
import { planOf } from "@/lib/api/testing/api-fixture";
import { asMember } from "@/lib/db/member-scope";
import { LOGIN_REQUIRED_MESSAGE } from "@/lib/api/handle-member-endpoint";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";

let ctx: ApiTestContext;
let keys: EmbeddedKeys;

beforeAll(async () => {
  ctx = await startApiTestContext();
  keys = await loadOrCreateKeys(ctx.sql);
  // Fifty more plans, so a list can be filled to its limit with real funds.
  for (let i = 0; i < 55; i++) {
    await ctx.sql`insert into plans (scheme_code, scheme_id, plan_type, option, display_name, raw_name)
      values (${9000 + i}, 11, 'Direct', 'Growth', ${`Extra Fund ${i}`}, ${`Extra Fund ${i}`})`;
  }
});
afterAll(async () => {
  await ctx.stop();
});

type Member = TestMember;
const newMember = () => createTestMember(ctx.sql, keys);

const as = (member: TestMember) => memberCalls(ctx, member, "/watchlists");

async function createList(member: Member, name: string): Promise<string> {
  const answer = await as(member)("POST", "/", { name });
  expect(answer.status).toBe(200);
  return (answer.body.payload as { id: string }).id;
}

describe("authentication", () => {
  it("answers 401 without a token, with an expired one, and with one signed by another key", async () => {
    const member = await newMember();
    const expired = await signJwt(
      { sub: member.id, aud: "authenticated", role: "authenticated", exp: Math.floor(Date.now() / 1000) - 1 },
      keys.signingKey,
    );
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: `Bearer ${expired}` },
      { Authorization: `Bearer ${keys.anonKey}` },
      { Authorization: "Bearer not.a.token" },
    ]) {
      const answer = await ctx.call("/api/v1/watchlists/", { headers });
      expect(answer).toMatchObject({ status: 401, body: { status: "error", payload: LOGIN_REQUIRED_MESSAGE } });
    }
  });
});

describe("watchlists", () => {
  it("creates with a trimmed name, lists, renames and deletes", async () => {
    const member = await newMember();
    const call = as(member);
    const created = await call("POST", "/", { name: "  Tax   saving  ", asset_type: "mutual_fund" });
    expect(created).toMatchObject({
      status: 200,
      body: {
        status: "success",
        payload: { user_defined_name: "Tax saving", asset_type: "mutual_fund", item_count: 0 },
      },
    });
    const id = (created.body.payload as { id: string }).id;
    expect((await call("GET", "/")).body.payload).toEqual([
      expect.objectContaining({ id, user_defined_name: "Tax saving" }),
    ]);
    expect((await call("PATCH", `/${id}/`, { name: "Retirement" })).body.payload).toMatchObject({
      id,
      user_defined_name: "Retirement",
    });
    expect((await call("DELETE", `/${id}/`)).body).toEqual({ status: "success", payload: { id } });
    expect((await call("GET", "/")).body.payload).toEqual([]);
  });

  it("refuses a blank or long name and a name the member already uses, in any case", async () => {
    const member = await newMember();
    const call = as(member);
    expect(await call("POST", "/", { name: "   " })).toMatchObject({
      status: 400,
      body: { status: "error", payload: "Please enter a watchlist name." },
    });
    expect(await call("POST", "/", { name: "x".repeat(51) })).toMatchObject({
      status: 400,
      body: { payload: "The watchlist name can be at most 50 characters." },
    });
    const id = await createList(member, "Growth");
    expect(await call("POST", "/", { name: "GROWTH" })).toMatchObject({
      status: 409,
      body: { payload: "You already have a watchlist with this name." },
    });
    const other = await createList(member, "Income");
    expect(await call("PATCH", `/${other}/`, { name: "growth" })).toMatchObject({ status: 409 });
    expect(await call("PATCH", `/${id}/`, { name: "growth" })).toMatchObject({ status: 200 });
    // Another member may use the same name.
    await createList(await newMember(), "Growth");
  });

  it("accepts the 20th watchlist and refuses the 21st", async () => {
    const member = await newMember();
    for (let i = 1; i <= 20; i++) await createList(member, `List ${i}`);
    expect(await as(member)("POST", "/", { name: "List 21" })).toMatchObject({
      status: 409,
      body: { payload: "You can keep at most 20 watchlists. Delete one to create another." },
    });
  });

  it("refuses a malformed id with 400 and an unknown one with 404", async () => {
    const call = as(await newMember());
    expect((await call("PATCH", "/not-a-uuid/", { name: "x" })).status).toBe(400);
    expect(await call("DELETE", `/${randomUUID()}/`)).toMatchObject({
      status: 404,
      body: { payload: "Watchlist not found." },
    });
  });
});

describe("watchlist items", () => {
  it("adds a real fund with its live figures, refuses it twice and refuses an unknown scheme code", async () => {
    const member = await newMember();
    const call = as(member);
    const id = await createList(member, "Core");
    const added = await call("POST", `/${id}/items`, { scheme_code: 1001 });
    expect(added.status).toBe(200);
    const item = added.body.payload as { id: string; scheme_code: number; fund: Record<string, unknown> };
    expect(item.scheme_code).toBe(1001);
    expect(item.fund).toMatchObject({
      plan_display_name: planOf(1001).name,
      isin: planOf(1001).isin,
      amc_name: expect.any(String),
    });
    expect(item.fund.return_1y).toBeCloseTo(12, 1);
    expect(await call("POST", `/${id}/items`, { scheme_code: 1001 })).toMatchObject({
      status: 409,
      body: { payload: "Item already exists in the watchlist." },
    });
    expect(await call("POST", `/${id}/items`, { scheme_code: 4242 })).toMatchObject({
      status: 400,
      body: { payload: "There is no fund with this scheme code." },
    });
    expect((await call("GET", `/${id}/items`)).body.payload).toEqual([
      expect.objectContaining({ id: item.id, scheme_code: 1001 }),
    ]);
    expect((await call("GET", "/items")).body.payload).toEqual({ scheme_codes: [1001] });
    expect((await call("DELETE", `/${id}/items/${item.id}`)).body).toEqual({
      status: "success",
      payload: { id: item.id },
    });
    expect(await call("DELETE", `/${id}/items/${item.id}`)).toMatchObject({
      status: 404,
      body: { payload: "Watchlist item not found." },
    });
    expect((await call("GET", "/items")).body.payload).toEqual({ scheme_codes: [] });
  });

  it("gives a saved IDCW plan no NAV return, with its option, and its Growth sibling its own (issue 37, 3)", async () => {
    const member = await newMember();
    const call = as(member);
    const id = await createList(member, "Payouts");
    for (const scheme_code of [1001, 1003])
      expect((await call("POST", `/${id}/items`, { scheme_code })).status).toBe(200);
    const items = (await call("GET", `/${id}/items`)).body.payload as {
      scheme_code: number;
      fund: { option_type: string | null; return_1y: number | null; return_3y: number | null; nav: number };
    }[];
    const fund = (code: number) => items.find((item) => item.scheme_code === code)!.fund;
    expect(fund(1003)).toMatchObject({ option_type: "IDCW Payout", return_1y: null, return_3y: null });
    expect(fund(1003).nav).toBeGreaterThan(0);
    expect(fund(1001).option_type).toBe("Growth");
    expect(fund(1001).return_1y).toBeCloseTo(12, 1);
  });

  it("accepts the 50th fund and refuses the 51st with the client's message", async () => {
    const member = await newMember();
    const id = await createList(member, "Full");
    for (let i = 0; i < 50; i++)
      await ctx.sql`insert into watchlist_items (watchlist_id, user_id, scheme_code) values (${id}, ${member.id}, ${9000 + i}) on conflict do nothing`;
    await ctx.sql`delete from watchlist_items where watchlist_id = ${id} and scheme_code = 9049`;
    expect((await as(member)("POST", `/${id}/items`, { scheme_code: 9049 })).status).toBe(200);
    expect(await as(member)("POST", `/${id}/items`, { scheme_code: 9050 })).toMatchObject({
      status: 409,
      body: { payload: "Watchlist is full. Cannot add more items." },
    });
  });

  it("lets exactly one of two simultaneous adds of the 50th fund succeed", async () => {
    const member = await newMember();
    const id = await createList(member, "Race");
    for (let i = 0; i < 49; i++)
      await ctx.sql`insert into watchlist_items (watchlist_id, user_id, scheme_code) values (${id}, ${member.id}, ${9000 + i})`;
    const answers = await Promise.all([
      as(member)("POST", `/${id}/items`, { scheme_code: 9051 }),
      as(member)("POST", `/${id}/items`, { scheme_code: 9052 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await ctx.sql<
      { n: number }[]
    >`select count(*)::int as n from watchlist_items where watchlist_id = ${id}`;
    expect(row?.n).toBe(50);
  });

  it("adds to several lists with one result per entry, in order", async () => {
    const member = await newMember();
    const [a, b, full] = [
      await createList(member, "A"),
      await createList(member, "B"),
      await createList(member, "Full"),
    ];
    for (let i = 0; i < 50; i++)
      await ctx.sql`insert into watchlist_items (watchlist_id, user_id, scheme_code) values (${full}, ${member.id}, ${9000 + i})`;
    await as(member)("POST", `/${b}/items`, { scheme_code: 2001 });
    const missing = randomUUID();
    const answer = await as(member)("POST", "/items/multiple", [
      { watchlist_id: a, scheme_code: 2001 },
      { watchlist_id: b, scheme_code: 2001 },
      { watchlist_id: full, scheme_code: 2001 },
      { watchlist_id: missing, scheme_code: 2001 },
    ]);
    expect(answer.body).toEqual({
      status: "success",
      payload: [
        { watchlist_id: a, status: "success", message: "Item added to the watchlist." },
        { watchlist_id: b, status: "error", message: "Item already exists in the watchlist." },
        { watchlist_id: full, status: "error", message: "Watchlist is full. Cannot add more items." },
        { watchlist_id: missing, status: "error", message: "Watchlist not found." },
      ],
    });
    expect((await as(member)("POST", "/items/multiple", [])).status).toBe(400);
  });

  it("deletes a watchlist's items with it", async () => {
    const member = await newMember();
    const id = await createList(member, "Gone");
    await as(member)("POST", `/${id}/items`, { scheme_code: 1001 });
    await as(member)("DELETE", `/${id}/`);
    const rows = await ctx.sql`select 1 from watchlist_items where watchlist_id = ${id}`;
    expect(rows).toHaveLength(0);
  });
});

describe("isolation between members", () => {
  it("answers 404 to member B for member A's ids on every verb, and leaves A's data as it was", async () => {
    const a = await newMember();
    const b = await newMember();
    const list = await createList(a, "Mine");
    const item = ((await as(a)("POST", `/${list}/items`, { scheme_code: 1001 })).body.payload as { id: string }).id;
    const before = await as(a)("GET", `/${list}/items`);

    const attempts = [
      await as(b)("PATCH", `/${list}/`, { name: "Taken over" }),
      await as(b)("DELETE", `/${list}/`),
      await as(b)("GET", `/${list}/items`),
      await as(b)("POST", `/${list}/items`, { scheme_code: 2001 }),
      await as(b)("DELETE", `/${list}/items/${item}`),
    ];
    expect(attempts.map((x) => x.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await as(b)("POST", "/items/multiple", [{ watchlist_id: list, scheme_code: 2001 }])).body.payload).toEqual([
      { watchlist_id: list, status: "error", message: "Watchlist not found." },
    ]);
    expect((await as(b)("GET", "/")).body.payload).toEqual([]);
    expect((await as(b)("GET", "/items")).body.payload).toEqual({ scheme_codes: [] });
    expect((await as(a)("GET", "/")).body.payload).toEqual([
      expect.objectContaining({ id: list, user_defined_name: "Mine", item_count: 1 }),
    ]);
    expect((await as(a)("GET", `/${list}/items`)).body).toEqual(before.body);
  });

  it("row-level security hides other members' rows even from a query without a WHERE clause", async () => {
    const a = await newMember();
    const b = await newMember();
    const listA = await createList(a, "A only");
    await createList(b, "B only");
    const seen = await asMember(
      ctx.sql,
      a.id,
      (tx) => tx<{ user_defined_name: string }[]>`select user_defined_name from watchlists`,
    );
    expect(seen.map((r) => r.user_defined_name)).toEqual(["A only"]);
    // Writing an item into A's list as B breaks the policy's check.
    await expect(
      asMember(
        ctx.sql,
        b.id,
        (tx) => tx`insert into watchlist_items (watchlist_id, user_id, scheme_code) values (${listA}, ${b.id}, 1001)`,
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asMember(
        ctx.sql,
        b.id,
        (tx) => tx`update watchlists set user_defined_name = 'x' where id = ${listA} returning id`,
      ),
    ).resolves.toHaveLength(0);
  });
});

describe("hostile names", () => {
  it("never answers 5xx and stores exactly the cleaned text, which comes back as plain JSON text", async () => {
    const member = await newMember();
    const call = as(member);
    const hostile = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 60 }),
      fc.constantFrom(
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "&lt;b&gt;",
        "'; drop table watchlists; --",
        "\u0000",
        "\u202e evil",
        "x".repeat(10_000),
        " \t\n ",
      ),
      fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (name) => {
        const answer = await call("POST", "/", { name });
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 200) {
          const stored = answer.body.payload as { id: string; user_defined_name: string };
          const trimmed = name.replace(/\s+/g, " ").trim();
          expect(stored.user_defined_name).toBe(trimmed);
          const [row] = await ctx.sql<
            { user_defined_name: string }[]
          >`select user_defined_name from watchlists where id = ${stored.id}`;
          expect(row!.user_defined_name).toBe(trimmed);
          await call("DELETE", `/${stored.id}/`);
        } else {
          expect([400, 409]).toContain(answer.status);
        }
      }),
      { numRuns: 150 },
    );
  });
});
