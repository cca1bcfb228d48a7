import { priceTransaction, STAMP_DUTY_RATE } from "@/lib/portfolio/purchase-units";

describe("priceTransaction (stamp duty of 0.005% on purchases from 1 July 2020)", () => {
  it("takes ₹0.50 of a ₹10,000 purchase at NAV 100: 99.995 units, not 100", () => {
    expect(STAMP_DUTY_RATE).toBe(0.00005);
    expect(priceTransaction({ kind: "buy", date: "2024-03-15", amount: 10_000 }, 100)).toEqual({
      units: 99.995,
      amount: 10_000,
      stampDuty: 0.5,
    });
  });

  it("charges a SIP instalment too: ₹5,000 at NAV 45.6789 pays ₹0.25, (5,000 − 0.25) / 45.6789 = 109.454 units", () => {
    expect(priceTransaction({ kind: "sip", date: "2020-07-01", amount: 5_000 }, 45.6789)).toEqual({
      units: 109.454,
      amount: 5_000,
      stampDuty: 0.25,
    });
  });

  it("charges nothing before 1 July 2020 or on a sale", () => {
    expect(priceTransaction({ kind: "buy", date: "2020-06-30", amount: 10_000 }, 100)).toEqual({
      units: 100,
      amount: 10_000,
      stampDuty: 0,
    });
    expect(priceTransaction({ kind: "sell", date: "2024-03-15", units: 10 }, 100)).toEqual({
      units: 10,
      amount: 1_000,
      stampDuty: 0,
    });
  });

  it("grosses the amount up by the duty when the units are given: 10 units at 100 cost ₹1,000.05", () => {
    expect(priceTransaction({ kind: "buy", date: "2024-03-15", units: 10 }, 100)).toEqual({
      units: 10,
      amount: 1_000.05,
      stampDuty: 0.05,
    });
  });

  it("rounds a tiny duty to the paisa: ₹100 pays ₹0.01 (0.005 rounded half up)", () => {
    expect(priceTransaction({ kind: "buy", date: "2024-03-15", amount: 100 }, 10)).toEqual({
      units: 9.999,
      amount: 100,
      stampDuty: 0.01,
    });
  });
});
