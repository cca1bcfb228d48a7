import { parseGaId } from "@/lib/env/public-env";

describe("parseGaId", () => {
  it("treats a missing or blank id as analytics switched off, without an error", () => {
    expect(parseGaId(undefined)).toEqual({ ok: false, reason: null });
    expect(parseGaId("   ")).toEqual({ ok: false, reason: null });
  });

  it("accepts a GA4 measurement id and trims it", () => {
    expect(parseGaId(" G-AB12CD34EF ")).toEqual({ ok: true, id: "G-AB12CD34EF" });
  });

  it.each(["UA-12345-1", "G-", "g-ab12cd34", "G-AB12 CD", "G-<script>"])("rejects %s with a reason naming the variable", (raw) => {
    const result = parseGaId(raw);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason).toContain("NEXT_PUBLIC_GA_ID");
  });
});
