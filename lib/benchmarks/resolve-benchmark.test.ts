import { CATEGORY_BENCHMARKS } from "@/lib/benchmarks/category-benchmarks";
import { indexKey } from "@/lib/benchmarks/index-key";
import { resolveBenchmark } from "@/lib/benchmarks/resolve-benchmark";
import { CANONICAL_CATEGORIES } from "@/lib/ingest/amfi/category-map";

const plan = (categorySlug: string | null, schemeName: string, ownBenchmark: string | null = null) => ({
  categorySlug,
  schemeName,
  ownBenchmark,
});

describe("indexKey", () => {
  it("gives the index file's name for the ways sources print a total return index", () => {
    for (const name of [
      "Nifty 500 TRI",
      "NIFTY 500 - Total Returns Index",
      "nifty 500 total return index",
      "NIFTY 500",
    ])
      expect(indexKey(name)).toBe("NIFTY 500");
    expect(indexKey("Nifty Smallcap 250 TRI")).toBe("NIFTY SMALLCAP 250");
    expect(indexKey("CRISIL Liquid Debt A-I Index")).toBe("CRISIL LIQUID DEBT A I");
  });
});

describe("CATEGORY_BENCHMARKS", () => {
  it("has an entry for every category, null or an index name", () => {
    expect(Object.keys(CATEGORY_BENCHMARKS).sort()).toEqual(CANONICAL_CATEGORIES.map((c) => c.slug).sort());
  });
});

describe("resolveBenchmark", () => {
  it("gives a category its usual index as the category benchmark", () => {
    expect(resolveBenchmark(plan("equity-large-cap-fund", "SBI Large Cap Fund"))).toEqual({
      name: "Nifty 100 TRI",
      key: "NIFTY 100",
      basis: "category",
    });
    expect(resolveBenchmark(plan("equity-flexi-cap-fund", "Parag Parikh Flexi Cap Fund"))?.key).toBe("NIFTY 500");
    expect(resolveBenchmark(plan("equity-small-cap-fund", "Nippon India Small Cap Fund"))?.key).toBe(
      "NIFTY SMALLCAP 250",
    );
    expect(resolveBenchmark(plan("debt-liquid-fund", "HDFC Liquid Fund"))?.name).toBe("CRISIL Liquid Debt A-I Index");
  });

  it("lets the scheme's own benchmark from a fact source win", () => {
    expect(
      resolveBenchmark(plan("equity-flexi-cap-fund", "HDFC Flexi Cap Fund", "NIFTY 500 Total Return Index")),
    ).toEqual({ name: "Nifty 500 TRI", key: "NIFTY 500", basis: "scheme" });
    expect(resolveBenchmark(plan("equity-flexi-cap-fund", "SBI Flexicap Fund", "S&P BSE 500 TRI"))).toEqual({
      name: "BSE 500 TRI",
      key: "BSE 500",
      basis: "scheme",
    });
  });

  it("matches index funds and ETFs by the index their name tracks, and nothing for look-alike indexes", () => {
    const tracked = (name: string, slug = "other-index-funds") => resolveBenchmark(plan(slug, name))?.name ?? null;
    expect(tracked("UTI Nifty 50 Index Fund")).toBe("Nifty 50 TRI");
    expect(tracked("NAVI ELSS TAX SAVER NIFTY50 INDEX FUND", "equity-elss")).toBe("Nifty 50 TRI");
    expect(tracked("Nippon India ETF Nifty 50 BeES", "other-etfs")).toBe("Nifty 50 TRI");
    expect(tracked("Tata Nifty 50 Exchange Traded Fund", "other-etfs")).toBe("Nifty 50 TRI");
    expect(tracked("ICICI Prudential Nifty Next 50 Index Fund")).toBe("Nifty Next 50 TRI");
    expect(tracked("Motilal Oswal Nifty Smallcap 250 Index Fund")).toBe("Nifty Smallcap 250 TRI");
    expect(tracked("DSP Nifty 50 Equal Weight Index Fund")).toBeNull();
    expect(tracked("Motilal Oswal Nifty 500 Momentum 50 Index Fund")).toBeNull();
    expect(tracked("Aditya Birla Sun Life BSE 500 Momentum 50 Index Fund")).toBeNull();
  });

  it("gives no benchmark where the category has no usual index", () => {
    expect(resolveBenchmark(plan("equity-sectoral-thematic", "SBI Healthcare Opportunities Fund"))).toBeNull();
    expect(resolveBenchmark(plan(null, "Some Fund"))).toBeNull();
    expect(resolveBenchmark(plan("no-such-category", "Some Fund"))).toBeNull();
  });
});
