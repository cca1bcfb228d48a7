import { nfoBreadcrumbs, nfoPath } from "@/lib/seo/nfo-breadcrumbs";

describe("nfoBreadcrumbs", () => {
  it("leads from home to the offer list", () => {
    expect(nfoBreadcrumbs()).toEqual([
      { name: "Home", path: "/" },
      { name: "Mutual funds", path: "/mutual-funds" },
      { name: "New fund offers", path: "/mutual-funds/new-fund-offers" },
    ]);
  });

  it("ends with the offer on its page", () => {
    expect(nfoBreadcrumbs({ id: 7, name: "Alpha Fund" }).at(-1)).toEqual({
      name: "Alpha Fund",
      path: "/mutual-funds/new-fund-offers/7",
    });
    expect(nfoPath(12)).toBe("/mutual-funds/new-fund-offers/12");
  });
});
