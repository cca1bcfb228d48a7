import { authenticatorName } from "@/lib/auth/authenticator-name";

describe("authenticatorName", () => {
  const added = new Date(2026, 10, 27, 14, 5, 9);

  it("names the app with the day it was added, in the site's date format (no raw timestamp)", () => {
    expect(authenticatorName(added, [])).toBe("Authenticator app added Nov 27, 2026");
  });

  it("numbers a second app added the same day, as names must be unique", () => {
    expect(authenticatorName(added, ["Authenticator app added Nov 27, 2026", null])).toBe(
      "Authenticator app added Nov 27, 2026 (2)",
    );
    expect(
      authenticatorName(added, ["Authenticator app added Nov 27, 2026", "Authenticator app added Nov 27, 2026 (2)"]),
    ).toBe("Authenticator app added Nov 27, 2026 (3)");
  });
});
