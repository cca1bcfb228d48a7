import { endpointCacheKey } from "@/lib/api/answer-cache";
import { xrayEndpoint, xrayQuery } from "@/lib/api/schemas/xray";

describe("xrayQuery", () => {
  it("lists the largest securities unless all are asked for, and keys the two answers apart", () => {
    const largest = xrayQuery.parse({ funds: "1001:100" });
    const all = xrayQuery.parse({ funds: "1001:100", securities: "all" });
    expect(largest).toEqual({ funds: [{ schemeCode: 1001, value: 100 }], securities: "largest" });
    expect(all.securities).toBe("all");
    // The answer cache keys an answer by the parsed query: asking for all must not be answered with the largest.
    expect(endpointCacheKey(xrayEndpoint, {}, all)).not.toBe(endpointCacheKey(xrayEndpoint, {}, largest));
    expect(endpointCacheKey(xrayEndpoint, {}, xrayQuery.parse({ funds: "1001:100", securities: "largest" }))).toBe(
      endpointCacheKey(xrayEndpoint, {}, largest),
    );
  });

  it("refuses any other list", () => {
    expect(xrayQuery.safeParse({ funds: "1001:100", securities: "ALL" }).success).toBe(false);
  });
});
