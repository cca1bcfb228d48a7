import { todayInIndia } from "@/lib/ingest/today-in-india";

describe("todayInIndia", () => {
  it("turns the date at midnight in India (18:30 UTC), whatever the machine's time zone", () => {
    expect(todayInIndia(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(todayInIndia(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
    expect(todayInIndia(new Date("2026-01-01T00:00:00Z"))).toBe("2026-01-01");
  });
});
