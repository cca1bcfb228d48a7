import { isFirstSession, sessionStartedAt, welcomeText } from "@/lib/dashboard/welcome";

describe("the dashboard's welcome (issue 37, 12)", () => {
  // 2026-11-28T10:00:00.400Z is Unix second 1,795,860,000.
  const created = "2026-11-28T10:00:00.400Z";
  const second = Math.floor(Date.parse(created) / 1000);

  it("reads the session's start from the first of its authentications", () => {
    expect(second).toBe(1_795_860_000);
    expect(
      sessionStartedAt({
        amr: [
          { method: "password", timestamp: second + 40 },
          { method: "totp", timestamp: second },
        ],
      }),
    ).toBe(second);
    expect(sessionStartedAt({ amr: [] })).toBeNull();
    expect(sessionStartedAt({})).toBeNull();
    expect(sessionStartedAt(undefined)).toBeNull();
  });

  it("welcomes a member whose session began with the account (sign-up), and welcomes back a later log-in", () => {
    expect(isFirstSession(second, created)).toBe(true);
    expect(isFirstSession(second + 5, created)).toBe(true);
    expect(isFirstSession(second + 6, created)).toBe(false);
    expect(isFirstSession(second + 86_400, created)).toBe(false);
    expect(welcomeText("Asha", true)).toBe("Welcome, Asha");
    expect(welcomeText("Asha", false)).toBe("Welcome back, Asha");
  });

  it("takes unknown times as a return", () => {
    expect(isFirstSession(null, created)).toBe(false);
    expect(isFirstSession(second, null)).toBe(false);
    expect(isFirstSession(second, "not a date")).toBe(false);
  });
});
