import { ApiError } from "@/lib/api/api-error";
import { chooseVariant } from "@/lib/funds/choose-variant";
import type { PlanRef } from "@/lib/funds/plan-lookup";

const plan = (scheme_code: number, plan_type: PlanRef["plan_type"], option_type: PlanRef["option_type"]): PlanRef => ({
  scheme_code,
  scheme_id: 1,
  isin: `INF000X0${scheme_code}`,
  plan_type,
  option_type,
  plan_display_name: `${plan_type} ${option_type}`,
});

const full = [
  plan(1, "Direct", "Growth"),
  plan(2, "Regular", "Growth"),
  plan(3, "Direct", "IDCW Payout"),
  plan(4, "Regular", "IDCW Payout"),
];
const directOnly = [plan(5, "Direct", "Growth"), plan(6, "Direct", "IDCW Payout")];
const etf = [plan(7, null, null)];

describe("chooseVariant", () => {
  it("defaults to Regular Growth whatever ISIN named the fund", () => {
    expect(chooseVariant(full[2]!, full, {}).scheme_code).toBe(2);
  });

  it("honours what is asked, filling the rest from the defaults", () => {
    expect(chooseVariant(full[1]!, full, { plan_type: "Direct" }).scheme_code).toBe(1);
    expect(chooseVariant(full[0]!, full, { option_type: "IDCW Payout" }).scheme_code).toBe(4);
    expect(chooseVariant(full[0]!, full, { plan_type: "Direct", option_type: "IDCW Payout" }).scheme_code).toBe(3);
  });

  it("falls back to what the fund has when the default plan type does not exist", () => {
    expect(chooseVariant(directOnly[1]!, directOnly, {}).scheme_code).toBe(5);
    expect(chooseVariant(directOnly[0]!, directOnly, { option_type: "IDCW Payout" }).scheme_code).toBe(6);
    expect(chooseVariant(etf[0]!, etf, {}).scheme_code).toBe(7);
  });

  it("answers 404 naming the plans when an asked plan or option does not exist", () => {
    expect(() => chooseVariant(directOnly[0]!, directOnly, { plan_type: "Regular" })).toThrow(
      new ApiError("not_found", "This fund has no Regular plan. Its plans: Direct Growth, Direct IDCW Payout."),
    );
    expect(() => chooseVariant(etf[0]!, etf, { option_type: "IDCW Payout" })).toThrow(
      "This fund has no IDCW Payout plan. Its plans: single plan.",
    );
  });
});
