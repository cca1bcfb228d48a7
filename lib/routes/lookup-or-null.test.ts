import { ApiError, notFound } from "@/lib/api/api-error";
import { lookupOrNull, slugSegment } from "@/lib/routes/lookup-or-null";

describe("lookupOrNull", () => {
  it("answers what the lookup finds", async () => {
    await expect(lookupOrNull("large-cap", async (slug) => ({ slug }))).resolves.toEqual({ slug: "large-cap" });
  });

  it("answers null for a key the address could not give, without calling the lookup", async () => {
    const lookup = jest.fn();
    await expect(lookupOrNull(null, lookup)).resolves.toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it("answers null when the lookup finds nothing", async () => {
    await expect(lookupOrNull(7, () => Promise.reject(notFound("No fund has scheme code 7.")))).resolves.toBeNull();
  });

  it("throws any other failure on", async () => {
    const outage = new Error("connection refused");
    await expect(lookupOrNull(7, () => Promise.reject(outage))).rejects.toBe(outage);
    const invalid = new ApiError("bad_request", "bad");
    await expect(lookupOrNull(7, () => Promise.reject(invalid))).rejects.toBe(invalid);
  });
});

describe("slugSegment", () => {
  it.each(["equity-large-cap-fund", "hdfc", "12"])("%s is a slug", (segment) =>
    expect(slugSegment(segment)).toBe(segment),
  );
  it.each(["Equity", "large--cap", "-cap", "cap-", "a_b", "", "a/b"])("%j is not", (segment) =>
    expect(slugSegment(segment)).toBeNull(),
  );
});
