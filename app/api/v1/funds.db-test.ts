import { writeFileSync } from "node:fs";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";

describe("dump", () => {
  let api: ApiTestContext;
  beforeAll(async () => {
    api = await startApiTestContext();
  }, 120_000);
  afterAll(() => api.stop());

  it("dumps", async () => {
    const paths = [
      "/api/v1/mutual-funds/filtered-funds?page=abc",
      "/api/v1/mutual-funds/filtered-funds?page=1.5",
      "/api/v1/mutual-funds/filtered-funds?page=0",
      "/api/v1/mutual-funds/filtered-funds?page=1&page=2",
      "/api/v1/mutual-funds/filtered-funds?page=",
      "/api/v1/mutual-funds/filtered-funds?page_size=101",
      "/api/v1/mutual-funds/filtered-funds?order_by=foo",
      "/api/v1/mutual-funds/filtered-funds?order_dir=up",
      "/api/v1/mutual-funds/filtered-funds?q=" + "a".repeat(101),
      "/api/v1/mutual-funds/filtered-funds?q=&page_size=1",
      "/api/v1/mutual-funds/filtered-funds?aum_min=abc",
      "/api/v1/mutual-funds/filtered-funds?aum_min=1e7",
      "/api/v1/mutual-funds/filtered-funds?risk_level=Extreme",
      "/api/v1/mutual-funds/filtered-funds?amc=" + "a".repeat(101),
      "/api/v1/mutual-funds/filtered-funds?q=alpah%20larg",
      "/api/v1/mutual-funds/filtered-funds?q=cap%20large%20alpha",
      "/api/v1/mutual-funds/filtered-funds?q=%20%20",
      "/api/v1/mutual-funds/filtered-funds?q=-",
      "/api/v1/mutual-funds/filtered-funds?q=zzzzqqq",
      "/api/v1/funds/rankings?isin=INF000A01011&category=equity-large-cap-fund&duration=2",
      "/api/v1/funds/rankings?isin=INF000A01011&category=equity-large-cap-fund&duration=abc",
      "/api/v1/funds/rankings?isin=INF000A01011",
      "/api/v1/funds/rankings?category=equity-large-cap-fund",
      "/api/v1/funds/rankings?isin=XX&category=equity-large-cap-fund",
      "/api/v1/funds/rankings?isin=INF000A02019&category=1",
      "/api/v1/funds/rankings?isin=INF000B02017&category=1",
      "/api/v1/funds/rankings?isin=INF000A01011&category=99",
      "/api/v1/funds/peer-analysis?isin=INF000A01037",
      "/api/v1/funds/peer-analysis?isin=INF000A01011&sub_category_id=debt-liquid-fund",
      "/api/v1/funds?isin=",
      "/api/v1/funds",
      "/api/v1/funds?isin=inf000a01011&plan_type=direct",
      "/api/v1/funds?isin=INF000A01011&option_type=IDCW%20Payout",
      "/api/v1/funds?isin=INF000A01011&plan_type=Direct&option_type=IDCW%20Payout",
      "/api/v1/funds?isin=INF000A01011&plan_type=Direct&option_type=Bonus",
      "/api/v1/funds?isin=INF999Z99999",
      "/api/v1/funds?isin=INF000B02017&plan_type=Regular",
      "/api/v1/funds?isin=INF000B02017&option_type=Growth",
      "/api/v1/funds?isin=INF000B02017&option_type=IDCW%20Payout",
      "/api/v1/funds/navs?isin=INF000A01011&duration=2y",
      "/api/v1/funds/navs?isin=INF000A01011&duration=5y",
      "/api/v1/funds/returns?isin=INF000A01011&duration=0",
      "/api/v1/funds/returns?isin=INF000A01011&interval=me&duration=1",
      "/api/v1/funds/returns?isin=INF000A01011&interval=WE",
      "/api/v1/funds/top-holding?scheme_code=1001&is_equity=yes",
      "/api/v1/funds/top-holding?scheme_code=abc",
      "/api/v1/funds/top-holding?scheme_code=9999",
      "/api/v1/funds/top-holding?scheme_code=2201",
      "/api/v1/funds/asset-allocation?scheme_code=1001&plan_type=Foo",
      "/api/v1/funds/category-returns?category=EQUITY-LARGE-CAP-FUND&period=1y&duration=1",
      "/api/v1/funds/category-returns?category=nope",
      "/api/v1/funds/category-returns?category=bad_slug",
      "/api/v1/funds/category-returns?category=3",
      "/api/v1/funds/category-metrics?category=3",
      "/api/v1/funds/category-metrics?category=2",
      "/api/v1/funds/amc?amc=2",
      "/api/v1/funds/amc?amc=zeta",
      "/api/v1/mutual-funds/filtered-funds-graph",
      "/api/v1/mutual-funds/filtered-funds-graph?sub_category=other-index-funds",
      "/api/v1/nope",
      "/api/v1/funds/nope",
    ];
    const out: Record<string, unknown> = {};
    for (const p of paths) out[p] = await api.call(p).then((r) => ({ status: r.status, body: r.body }));
    const post = (body: string | undefined, headers: Record<string,string> = { "content-type": "application/json" }) => api.call("/api/v1/compare-mf/returns", { method: "POST", headers, body }).then((r) => ({ status: r.status, body: r.body, cc: r.headers.get("cache-control") }));
    out["c-array"] = await post("[]");
    out["c-null"] = await post("null");
    out["c-str"] = await post('"x"');
    out["c-bad"] = await post("{bad");
    out["c-empty"] = await post("");
    out["c-isins-str"] = await post(JSON.stringify({ isins: "INF000A01011" }));
    out["c-one"] = await post(JSON.stringify({ isins: ["INF000A01011"] }));
    out["c-dup"] = await post(JSON.stringify({ isins: ["INF000A01011", "inf000a01011"] }));
    out["c-bad-isin"] = await post(JSON.stringify({ isins: ["INF000A01011", "XX"] }));
    out["c-unknown"] = await post(JSON.stringify({ isins: ["INF000A01011", "INF999Z99999"] }));
    out["c-six"] = await post(JSON.stringify({ isins: ["INF000A01011", "INF000A01029", "INF000A01037", "INF000B01019", "INF000B01027", "INF000A02019"] }));
    out["c-missing"] = await post(JSON.stringify({}));
    out["c-noct"] = await post(JSON.stringify({ isins: ["INF000A01011", "INF000A01029"] }), {});
    const r405 = await api.call("/api/v1/funds?isin=INF000A01011", { method: "POST" });
    out["405"] = { status: r405.status, body: r405.body, allow: r405.headers.get("allow") };
    const g405 = await api.call("/api/v1/compare-mf/returns");
    out["g405"] = { status: g405.status, body: g405.body, allow: g405.headers.get("allow") };
    const opt = await api.call("/api/v1/funds", { method: "OPTIONS" });
    out["opt"] = { status: opt.status, body: opt.body, allow: opt.headers.get("allow") };
    const opt2 = await api.call("/api/v1/compare-mf/returns", { method: "OPTIONS" });
    out["opt2"] = { status: opt2.status, body: opt2.body, allow: opt2.headers.get("allow") };
    const head = await api.call("/api/v1/funds?isin=INF000A01011", { method: "HEAD" });
    out["head"] = { status: head.status, body: head.body, h: [...head.headers] };
    writeFileSync("/tmp/dump2.json", JSON.stringify(out, null, 1));
  });
});
