import { parseImplicitFragment } from "./implicit-fragment";

describe("parseImplicitFragment", () => {
  it("reads the tokens and the link type", () => {
    expect(
      parseImplicitFragment("#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery"),
    ).toEqual({
      accessToken: "a.b.c",
      refreshToken: "r1",
      type: "recovery",
    });
  });
  it("accepts a fragment without the hash sign and without a type", () => {
    expect(parseImplicitFragment("access_token=a&refresh_token=r")).toEqual({
      accessToken: "a",
      refreshToken: "r",
      type: null,
    });
  });
  it.each(["", "#", "#access_token=a", "#refresh_token=r", "#error=access_denied&error_description=x"])(
    "is null for %p",
    (hash) => {
      expect(parseImplicitFragment(hash)).toBeNull();
    },
  );
});
