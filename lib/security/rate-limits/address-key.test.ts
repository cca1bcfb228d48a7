import { addressLimitKey } from "@/lib/security/rate-limits/address-key";

describe("addressLimitKey", () => {
  it("keeps IPv4 and counts IPv6 by its /64, however it is written", () => {
    expect(addressLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressLimitKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(addressLimitKey("2001:0db8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(addressLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressLimitKey("unknown")).toBe("unknown");
  });
});
