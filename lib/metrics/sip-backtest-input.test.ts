import { isoToDay } from "@/lib/metrics/day-number";
import { MAX_SIP_BACKTEST_AMOUNT, SIP_INPUT_MESSAGES, sipBacktestInput } from "@/lib/metrics/sip-backtest-input";

const NAV_DATES = { first: "2021-03-05", latest: "2026-08-21" };
const VALID = { amount: 5000, startDate: "2023-01-10" };

describe("sipBacktestInput", () => {
  it("accepts an amount above 0 and a start within the NAV history", () => {
    expect(sipBacktestInput(VALID, NAV_DATES)).toEqual({ ok: true, amount: 5000, startDay: isoToDay("2023-01-10") });
  });

  it("accepts the first and the latest NAV dates themselves, and the largest amount", () => {
    expect(sipBacktestInput({ ...VALID, startDate: "2021-03-05" }, NAV_DATES).ok).toBe(true);
    expect(sipBacktestInput({ ...VALID, startDate: "2026-08-21" }, NAV_DATES).ok).toBe(true);
    expect(sipBacktestInput({ ...VALID, amount: MAX_SIP_BACKTEST_AMOUNT }, NAV_DATES).ok).toBe(true);
    expect(sipBacktestInput({ ...VALID, amount: 0.5 }, NAV_DATES).ok).toBe(true);
  });

  it("asks for a blank amount", () => {
    expect(sipBacktestInput({ ...VALID, amount: null }, NAV_DATES)).toEqual({ ok: false, errors: { amount: "Enter the monthly amount." } });
    expect(sipBacktestInput({ ...VALID, amount: Number.NaN }, NAV_DATES)).toEqual({ ok: false, errors: { amount: SIP_INPUT_MESSAGES.amountBlank } });
  });

  it("refuses zero and negative amounts", () => {
    for (const amount of [0, -0, -1, -5000]) {
      expect(sipBacktestInput({ ...VALID, amount }, NAV_DATES)).toEqual({ ok: false, errors: { amount: "Enter a monthly amount above ₹0." } });
    }
  });

  it("refuses an amount above ₹1 crore", () => {
    expect(sipBacktestInput({ ...VALID, amount: MAX_SIP_BACKTEST_AMOUNT + 1 }, NAV_DATES)).toEqual({
      ok: false,
      errors: { amount: "The monthly amount can be at most ₹1,00,00,000." },
    });
  });

  it("asks for a blank start date", () => {
    for (const startDate of [null, "", "   "]) {
      expect(sipBacktestInput({ ...VALID, startDate }, NAV_DATES)).toEqual({ ok: false, errors: { startDate: "Enter the start date." } });
    }
  });

  it("refuses a start date that is not a real YYYY-MM-DD day", () => {
    for (const startDate of ["2023-02-30", "10/01/2023", "soon"]) {
      expect(sipBacktestInput({ ...VALID, startDate }, NAV_DATES)).toEqual({ ok: false, errors: { startDate: SIP_INPUT_MESSAGES.startMalformed } });
    }
  });

  it("names the first NAV date when the start is before it", () => {
    expect(sipBacktestInput({ ...VALID, startDate: "2021-03-04" }, NAV_DATES)).toEqual({
      ok: false,
      errors: { startDate: "This fund's NAV history starts on Mar 05, 2021: choose that day or later." },
    });
  });

  it("names the latest NAV date when the start is after it", () => {
    expect(sipBacktestInput({ ...VALID, startDate: "2026-08-22" }, NAV_DATES)).toEqual({
      ok: false,
      errors: { startDate: "Choose a day on or before Aug 21, 2026, the latest NAV date." },
    });
  });

  it("reports both fields at once", () => {
    expect(sipBacktestInput({ amount: null, startDate: null }, NAV_DATES)).toEqual({
      ok: false,
      errors: { amount: SIP_INPUT_MESSAGES.amountBlank, startDate: SIP_INPUT_MESSAGES.startBlank },
    });
  });
});
