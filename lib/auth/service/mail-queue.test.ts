import { authMailRetryDelayMs } from "@/lib/auth/service/mail-queue";

describe("authMailRetryDelayMs", () => {
  it("doubles from 5 seconds after each failure and stops at 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(authMailRetryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
  });

  it("waits the first step when nothing has failed yet", () => {
    expect(authMailRetryDelayMs(0)).toBe(5_000);
  });
});
