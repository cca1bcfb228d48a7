import { minimumRupees } from "./min-amount";

describe("minimumRupees", () => {
  it.each([
    ["5000", 5000],
    ["200000000", 200000000],
    ["Rs 5000 and in multiples of Re. 1 thereafter", 5000],
    ["Rs. 1000/- & any amount thereafter", 1000],
    ["Rs. 1000/  and any amount thereafter", 1000],
    ["For new investors Rs.5000 For existing Rs. 1000", 5000],
    ["Rs.5000 (Retail) Rs.5 Crs (Institutional)", 5000],
    ["PlanA Rs.50 lakhs; PlanB Rs.25000 (MD&QD)", 5_000_000],
    ["Rs.1 Lakh (RP)", 100_000],
    ["Wholesale Rs. 1 Cr Retail Rs. 5000", 10_000_000],
    ["Rs 5k/-", 5000],
    ["Rs. 10,000/-", 10000],
    ["Reg contr.-10000-10yr15000-15yrSingle Cont-10000", 10000],
    ["REFER SID", null],
    ["", null],
    ["NA", null],
    ["Discontinued Plan", null],
    ["0", null],
    ["NF0- Rs. 5000 and in multiples of Re.1 thereafter", 5000],
  ])("%j -> %s", (text, rupees) => {
    expect(minimumRupees(text)).toBe(rupees);
  });
});
