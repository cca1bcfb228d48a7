import { creditBucketOf } from "@/lib/ingest/portfolios/credit-buckets";
import { disclosureDateOf } from "@/lib/ingest/portfolios/disclosure-date";
import { sectionClassOf } from "@/lib/ingest/portfolios/asset-classes";
import { weightOf } from "@/lib/ingest/portfolios/parse-portfolio-block";
import { fundNameOf } from "@/lib/ingest/portfolios/parse-portfolio-file";

describe("portfolio cells as the real disclosures print them", () => {
  it.each([
    ["SOV", "Sovereign"],
    ["Sovereign", "Sovereign"],
    ["CRISIL AAA", "AAA"],
    ["CARE AAA(CE)", "AAA"],
    ["CRISIL-A1+", "AAA"],
    ["IND A1+", "AAA"],
    ["[ICRA]AA+", "AA"],
    ["CARE AA-", "AA"],
    ["CRISIL A+", "A"],
    ["CARE A+(CE)", "A"],
    ["ICRA A1", "A"],
    ["CRISIL BBB-", "Below A"],
    ["CARE D", "Below A"],
    ["ICRA A2+", "Below A"],
    ["Auto Components", null],
    ["Banks", null],
    ["-", null],
    [null, null],
  ])("rating %s falls in %s", (rating, bucket) => expect(creditBucketOf(rating)).toBe(bucket));

  it.each([
    [45869, "2025-07-31"],
    ["July 31,2025", "2025-07-31"],
    ["Jun 30,2025", "2025-06-30"],
    ["31-Jul-2025", "2025-07-31"],
    ["15/09/2025 (Market value in Lacs)", "2025-09-15"],
    ["31/02/2025", null],
    ["no date", null],
  ])("date %s is %s", (cell, iso) => expect(disclosureDateOf(cell)).toBe(iso));

  it("reads weights as percent or fraction, the legend's marks as 0, and refuses words", () => {
    expect(weightOf(9.86, "percent")).toBe(9.86);
    expect(weightOf(0.0321, "fraction")).toBe(3.21);
    // The decimal point moved, not a product in floating point (0.0359 * 100 is 3.5900000000000003).
    expect(weightOf(0.0359, "fraction")).toBe(3.59);
    expect(weightOf(0.0754, "fraction")).toBe(7.54);
    expect(weightOf(-0.0001234, "fraction")).toBe(-0.01234);
    expect(weightOf(1.2e-7, "fraction")).toBe(0.000012);
    expect(weightOf("0.0359", "fraction")).toBe(3.59);
    expect(weightOf("$0.00%", "fraction")).toBe(0);
    expect(weightOf("*", "percent")).toBe(0);
    expect(weightOf("#", "percent")).toBe(0);
    expect(weightOf("NIL", "percent")).toBeNull();
    expect(weightOf(null, "percent")).toBeNull();
    expect(weightOf("2.5%", "fraction")).toBe(2.5);
    expect(weightOf("nine", "percent")).toBe("text");
    // ICICI's "^" (below 0.01 %) beside a number, and alone.
    expect(weightOf("0.00004^", "fraction")).toBe(0.004);
    expect(weightOf("^", "fraction")).toBe(0);
    expect(weightOf("-0.0001", "fraction")).toBeCloseTo(-0.01, 12);
  });

  it("names the asset class of a section heading, or none", () => {
    expect(sectionClassOf("EQUITY & EQUITY RELATED")).toBe("Equity");
    expect(sectionClassOf("d) Central Government Securities")).toBe("Debt");
    expect(sectionClassOf("b) Certificate of Deposits")).toBe("Money Market");
    expect(sectionClassOf("f) TREPS / Reverse Repo Investments")).toBe("Cash & Equivalents");
    expect(sectionClassOf("Triparty Repo/ Reverse Repo Instrument")).toBe("Cash & Equivalents");
    expect(sectionClassOf("Other Current Assets / (Liabilities)")).toBe("Cash & Equivalents");
    expect(sectionClassOf("Margin amount for Derivative positions")).toBe("Cash & Equivalents");
    expect(sectionClassOf("Deposits (maturity not exceeding 91 days)")).toBe("Cash & Equivalents");
    expect(sectionClassOf("Cash, Cash Equivalents and Net Current Assets")).toBe("Cash & Equivalents");
    // "Certificate of Deposits" is money market, not the cash of "deposits".
    expect(sectionClassOf("Certificate of Deposits")).toBe("Money Market");
    expect(sectionClassOf("a) Mutual Fund Units / Exchange Traded Funds")).toBe("Others");
    expect(sectionClassOf("Units of an Alternative Investment Fund (AIF)")).toBe("Others");
    expect(sectionClassOf("c) Gold")).toBe("Others");
    expect(sectionClassOf("Interest Rate Swaps")).toBe("Derivatives");
    expect(sectionClassOf("(a) Listed / awaiting listing on Stock Exchanges")).toBeNull();
  });

  it("cleans an index's fund name down to the fund's", () => {
    expect(
      fundNameOf("Nippon India Growth Mid Cap Fund (Mid Cap Fund- An open ended equity scheme predominantly)"),
    ).toBe("Nippon India Growth Mid Cap Fund");
    expect(
      fundNameOf(
        "Nippon India Conservative Hybrid Fund (An Open Ended Hybrid Scheme)\nNippon India -Segregated Portfolio 2",
      ),
    ).toBe("Nippon India Conservative Hybrid Fund");
    expect(fundNameOf("ADITYA BIRLA SUN LIFE DYNAMIC BOND FUND - NO. OF SEGREGATED PORTFOLIO - 1")).toBe(
      "ADITYA BIRLA SUN LIFE DYNAMIC BOND FUND",
    );
    expect(fundNameOf("SBI Large and Midcap Fund")).toBe("SBI Large and Midcap Fund");
  });
});
