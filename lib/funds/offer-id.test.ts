import { parseOfferId } from "@/lib/funds/offer-id";

describe("parseOfferId", () => {
  it("reads a positive whole number", () => {
    expect(parseOfferId("1")).toBe(1);
    expect(parseOfferId("2147483647")).toBe(2_147_483_647);
  });

  it.each(["", "0", "012", "-1", "1.5", "1e3", "0x10", " 1", "abc", "2147483648", "99999999999"])(
    "refuses %j",
    (segment) => {
      expect(parseOfferId(segment)).toBeNull();
    },
  );
});
