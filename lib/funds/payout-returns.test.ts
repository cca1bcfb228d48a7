import { PAYOUT_RETURN_NOTE, payoutReturnNote } from "@/lib/funds/payout-returns";

describe("payoutReturnNote", () => {
  it.each([
    [["Growth", null], null],
    [["Growth", "IDCW Payout"], PAYOUT_RETURN_NOTE],
    [["IDCW Reinvestment"], PAYOUT_RETURN_NOTE],
    [["Bonus"], PAYOUT_RETURN_NOTE],
    [[], null],
  ])("options %j: %p", (options, note) => {
    expect(payoutReturnNote(options.map((option_type) => ({ option_type })))).toBe(note);
  });
});
