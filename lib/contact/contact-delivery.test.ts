import { retryDelayMs } from "@/lib/contact/contact-delivery";

describe("retryDelayMs", () => {
  it("doubles from one minute after each failure, capped at an hour", () => {
    const minutes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([1, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});
