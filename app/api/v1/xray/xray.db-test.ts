import { xrayEndpoint } from "@/lib/api/schemas/xray";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

// GET /api/v1/xray on the API fixture: plan 1001's scheme discloses 4 securities and TREPS (36% in all),
// plan 1101's scheme no portfolio.

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
  ])("answers %s with 400 and a clear message", async (path, message) => {
    const response = await api.call(path);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { status: "error", payload: message },
    });
  });
});
