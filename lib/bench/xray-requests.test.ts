import { formatXraySelection } from "@/lib/xray/xray-selection";
import { xrayRequests } from "./xray-requests";

describe("xrayRequests", () => {
  it("gives each fund an amount from (i + 1) x (j + 1) x 7919 mod 99,000, plus 1,000", () => {
    // Request 0: 7,919 and 15,838, each + 1,000; request 1: 15,838 and 31,676; request 12: 102,947 mod 99,000 = 3,947.
    const requests = xrayRequests([101, 202], 13);
    expect(requests[0]).toEqual([
      { schemeCode: 101, value: 8_919 },
      { schemeCode: 202, value: 16_838 },
    ]);
    expect(requests[1]!.map((item) => item.value)).toEqual([16_838, 32_676]);
    expect(requests[12]![0]!.value).toBe(4_947);
  });

  it("never repeats a request among 99,000, and refuses more", () => {
    const addresses = xrayRequests([1, 2, 3], 99_000).map(formatXraySelection);
    expect(new Set(addresses).size).toBe(99_000);
    expect(() => xrayRequests([1], 99_001)).toThrow("At most 99000 different X-rays; 99001 were asked for.");
  });
});
