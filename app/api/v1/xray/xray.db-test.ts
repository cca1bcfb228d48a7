import { entityTag } from "@/lib/api/cache-policy";
import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { serializedAnswer } from "@/lib/api/serialized-answer";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { loadPublicXray } from "@/lib/xray/load-public-xray";
import { xrayWorkerPool } from "@/lib/xray/worker/xray-worker-pool";

// GET /api/v1/xray on the API fixture: plan 1001's scheme discloses 4 securities and TREPS (36% in all),
// plan 1101's scheme no portfolio. TERs of 2026-10-31: 1002 (Alpha Large Cap Regular) 1.60% with its Direct
// plan 1001 at 0.65%, 1101 (a Direct liquid plan) 0.20%. The fixture's NAVs span 4 years: no 5-year return.

describe("GET /api/v1/xray", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  it("looks ₹1,00,000 through the funds' portfolios, the undisclosed one as its own slice", async () => {
    const response = await api.call("/api/v1/xray?funds=1001:60000,1101:40000");
    expect(response.status).toBe(200);
    const { look_through: look, overlap } = xrayEndpoint.payload.parse(response.body.payload);
    expect(look.total_value).toBe(100_000);
    expect(look.covered_pct).toBe(60);
    expect(look.not_disclosed).toEqual({ value: 40_000, share_pct: 40, scheme_codes: [1101] });
    // Reliance: 9.5% of ₹60,000 = ₹5,700; the disclosed weights add up to 36%, so 64% of ₹60,000 is not itemised.
    expect(look.securities[0]).toMatchObject({ isin: "INE002A01018", value: 5_700, share_pct: 5.7 });
    expect(look.asset_classes.map((slice) => [slice.key, slice.value])).toEqual([
      ["equity", 19_800],
      ["cash", 1_800],
      ["not-itemised", 38_400],
      ["not-disclosed", 40_000],
    ]);
    expect(look.funds.map((fund) => fund.disclosure?.as_of ?? null)).toEqual(["2026-10-31", null]);
    expect(overlap).toEqual({
      rows: [
        [null, null],
        [null, null],
      ],
      most_overlapping: null,
    });
  });

  it("lists the fixture's 4 securities either way, none left out or held through 3 funds", async () => {
    for (const path of ["/api/v1/xray?funds=1001:60000,1101:40000", "/api/v1/xray?funds=1001:60000&securities=all"]) {
      const response = await api.call(path);
      expect(response.status).toBe(200);
      const look = xrayEndpoint.payload.parse(response.body.payload).look_through;
      expect([look.securities.length, look.securities_left_out, look.concentration.distinct_securities]).toEqual([
        4, 0, 4,
      ]);
      expect(look.widely_held).toEqual([]);
      expect(look.widely_held_count).toBe(0);
    }
  });

  it("prices the same funds: each TER with its date, the weighted TER, ₹ a year and the Direct saving", async () => {
    const response = await api.call("/api/v1/xray?funds=1002:60000,1101:40000");
    expect(response.status).toBe(200);
    const { look_through: look, costs } = xrayEndpoint.payload.parse(response.body.payload);
    expect(look.total_value).toBe(100_000);
    expect(costs.switch).toBeNull();
    expect(
      costs.holdings.map((h) => [h.scheme_code, h.value, h.ter?.value, h.ter?.as_of, h.ter?.source, h.annual_cost]),
    ).toEqual([
      // ₹ a year = value x TER / 100: 60,000 x 1.60 / 100 = 960; 40,000 x 0.20 / 100 = 80.
      [1002, "60000.00", 1.6, "2026-10-31", "test", "960.00"],
      [1101, "40000.00", 0.2, "2026-10-31", "test", "80.00"],
    ]);
    const [regular, liquid] = costs.holdings;
    expect(regular!.direct).toMatchObject({ scheme_code: 1001, ter: { value: 0.65, as_of: "2026-10-31" } });
    // 1.60 - 0.65 = 0.95 points: 60,000 x 0.95 / 100 = ₹570 a year. No 5-year return of its own and no category
    // median (fewer than 5 Regular growth plans with one), so no growth is assumed, and said:
    // 60,000 x (1.0095^10 - 1) = 60,000 x 0.0991659 = ₹5,949.95.
    expect(regular!.saving).toMatchObject({
      status: "saving",
      ter_difference_pct: 0.95,
      yearly: "570.00",
      ten_year: "5949.95",
      growth: { rate_pct: 0, basis: "assumption", as_of: null },
    });
    expect(liquid!.saving).toMatchObject({ status: "not_regular", yearly: null });
    // (960 + 80) / 1,00,000 = 1.04%.
    expect(costs.portfolio).toEqual({
      value: "100000.00",
      weighted_ter_pct: 1.04,
      ter_known_value: "100000.00",
      unknown_ter_value: "0.00",
      annual_cost: "1040.00",
      yearly_saving: "570.00",
      ten_year_saving: "5949.95",
    });
  });

  it("is worked out by a worker thread, byte for byte the answer loadPublicXray gives on the server's own", async () => {
    const response = await fetch(`${api.origin}/api/v1/xray?funds=1002:12345.5,1001:60000,1101:40000&securities=all`);
    const body = await response.text();
    expect(xrayWorkerPool().load().length).toBeGreaterThan(0);
    const items = [
      { schemeCode: 1002, value: 12345.5 },
      { schemeCode: 1001, value: 60_000 },
      { schemeCode: 1101, value: 40_000 },
    ];
    const own = serializedAnswer(await loadPublicXray(api.sql, items, todayInIndia(), undefined, "all"));
    expect([response.status, body, response.headers.get("etag")]).toEqual([200, own.body.toString(), own.etag]);
  });

  it("sends a worker's answer with the byte length of its UTF-8 text, names of several bytes a letter included", async () => {
    // The worker hands its answer over as text: the dispatcher must count the bytes, not the letters.
    await api.sql`update plans set display_name = 'Liquid ₹ – £ Plan' where scheme_code = 1101`;
    await api.sql`update data_version set version = version + 1 where id = 1`;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const response = await fetch(`${api.origin}/api/v1/xray?funds=1101:777`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    const { look_through: look } = xrayEndpoint.payload.parse(JSON.parse(bytes.toString("utf8")).payload);
    expect(look.funds[0]!.name).toBe("Liquid ₹ – £ Plan");
    expect(response.headers.get("etag")).toBe(entityTag(bytes));
  });

  it("reads a plan's new name once the data version moves, not what its worker kept", async () => {
    const nameOf = async (amount: number) => {
      const response = await api.call(`/api/v1/xray?funds=1001:${amount}`);
      return xrayEndpoint.payload.parse(response.body.payload).look_through.funds[0]!.name;
    };
    const before = await nameOf(1000);
    const [renamed] = await api.sql<{ name: string }[]>`
      update plans set display_name = display_name || ' (renamed)' where scheme_code = 1001 returning display_name as name`;
    // Kept until the version moves: a new amount (a new answer) still has the name the worker read.
    expect(await nameOf(1001)).toBe(before);
    await api.sql`update data_version set version = version + 1 where id = 1`;
    // The answer cache and the worker trust a read of the version for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await nameOf(1002)).toBe(renamed!.name);
  });

  it.each([
    ["/api/v1/xray?funds=999999:100", "No fund has scheme code 999999. Check the code in the fund's page address."],
    [
      "/api/v1/xray?funds=1001:0",
      "Parameter 'funds': The amount for scheme code 1001 must be above ₹0 and at most ₹1 lakh crore.",
    ],
    [
      "/api/v1/xray?funds=1001",
      "Parameter 'funds': '1001' is not <scheme code>:<amount in ₹> (digits, an amount with at most 2 decimals).",
    ],
    [
      `/api/v1/xray?funds=${Array.from({ length: 21 }, (_, i) => `${1001 + i}:1`).join(",")}`,
      "Parameter 'funds': An X-ray takes up to 20 funds; 21 were listed.",
    ],
    ["/api/v1/xray", "Parameter 'funds' is required."],
    ["/api/v1/xray?funds=1001:100&securities=every", "Parameter 'securities' must be one of: largest, all."],
  ])("answers %s with 400 and a clear message", async (path, message) => {
    const response = await api.call(path);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { status: "error", payload: message },
    });
  });
});
