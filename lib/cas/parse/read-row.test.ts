import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { parseDetailed } from "@/lib/cas/parse/parse-detailed";
import { readRow, type RowKey } from "@/lib/cas/parse/read-row";
import type { Column } from "@/lib/cas/parse/table-columns";

/** An item `width` points wide ending at `right` (numbers are printed right-aligned). */
const at = (str: string, right: number, width = str.length * 4) => ({ str, x: right - width, y: 0, width });
const line = (page: number, ...items: ReturnType<typeof at>[]): TextLine => ({
  page,
  y: 0,
  items,
  text: items.map((i) => i.str).join(" "),
});

// Headings centred over wide columns: Amount 310-350, Units 395-415, NAV 460-490, Balance 520-560.
const COLUMNS: Column<RowKey>[] = [
  { key: "date", left: 36, right: 56, numeric: false },
  { key: "description", left: 96, right: 140, numeric: false },
  { key: "amount", left: 310, right: 350, numeric: true },
  { key: "units", left: 395, right: 415, numeric: true },
  { key: "nav", left: 460, right: 490, numeric: true },
  { key: "balance", left: 520, right: 560, numeric: true },
];
const date = at("10-Jun-2019", 80, 44);
const words = (text: string) => at(text, 96 + text.length * 4);

describe("readRow", () => {
  it("places each number under the heading it overlaps, whatever its edge", () => {
    const r = readRow(
      line(
        1,
        date,
        words("Purchase"),
        at("4,00,000.00", 368),
        at("4,000.000", 440),
        at("100.0000", 505),
        at("4,000.000", 565),
      ),
      COLUMNS,
      "0.000",
    );
    expect(r.row).toMatchObject({ amount: "400000.00", units: "4000.000", nav: "100.0000", balance: "4000.000" });
  });

  it("reads numbers between headings by their order, the one reading that keeps units x NAV = amount and the balance", () => {
    // Every number sits right of its heading, under none: amount, units, NAV, balance in the printed order.
    const r = readRow(
      line(
        1,
        date,
        words("Redemption"),
        at("(1,06,000.00)", 394, 40),
        at("(400.000)", 458, 30),
        at("265.0000", 518, 30),
        at("3,600.000", 590, 30),
      ),
      COLUMNS,
      "4000.000",
    );
    expect(r.row).toMatchObject({ amount: "-106000.00", units: "-400.000", nav: "265.0000", balance: "3600.000" });
  });

  it("takes a lone amount between headings as the amount of a tax row", () => {
    const r = readRow(line(1, date, words("*** Stamp Duty ***"), at("0.25", 365, 12)), COLUMNS, "10.000");
    expect(r.row).toMatchObject({ kind: "stamp_duty", amount: "0.25", units: null, nav: null, balance: null });
  });

  it("refuses a purchase printed without its units, rather than making it a row without units", () => {
    const r = readRow(line(2, date, words("Purchase"), at("4,00,000.00", 368), at("100.0000", 505)), COLUMNS, "0.000");
    expect(r.problem).toBe("a purchase row without units");
  });

  it("refuses numbers whose order fits more than one reading", () => {
    // Segregated units need only their units: (amount, units), (units, NAV) and (units, balance) all fit.
    const r = readRow(
      line(1, date, words("Units allotted on segregation"), at("10.000", 458, 24), at("10.000", 590, 24)),
      COLUMNS,
      "0.000",
    );
    expect(r.problem).toBe(
      "the numbers 10.000, 10.000 sit under no single column and 3 readings of their order fit units x NAV = amount and the balance",
    );
  });

  it("refuses a balance that does not follow from the previous one", () => {
    const r = readRow(
      line(
        1,
        date,
        words("Purchase"),
        at("4,00,000.00", 368),
        at("4,000.000", 440),
        at("100.0000", 505),
        at("4,100.000", 565),
      ),
      COLUMNS,
      "0.000",
    );
    expect(r.problem).toBe("the running balance does not follow (balance 4100.000 is not 0.000 + 4000.000 = 4000)");
  });
});

describe("parseDetailed accounts for every line of a scheme", () => {
  const header = line(
    1,
    at("Date", 56, 20),
    at("Transaction", 140, 44),
    at("Amount (INR)", 350, 40),
    at("Units", 415, 20),
    at("NAV (INR)", 490, 30),
    at("Unit Balance", 560, 40),
  );
  const text = (page: number, str: string) => line(page, { str, x: 36, y: 0, width: str.length * 4 });
  const lines = [
    text(1, "ICICI Prudential Mutual Fund"),
    text(1, "Folio No: 7654321 / 12"),
    text(1, "P01-ICICI Prudential ELSS Tax Saver Fund - Growth (Advisor: DIRECT) Registrar : CAMS"),
    text(1, "ISIN: INF109K01464"),
    text(1, "Opening Unit Balance: 0.000"),
    header,
    line(1, date, words("Purchase"), at("4,00,000.00", 368), at("100.0000", 505), at("4,000.000", 565)),
    text(2, "Units allotted subject to realisation 4,000.000"),
    text(2, "Closing Unit Balance: 0.000 NAV on 31-Mar-2025: INR 270.1200"),
    text(2, "Market Value on 31-Mar-2025: INR 0.00"),
    line(2, date, words("Redemption"), at("(10,60,000.00)", 368), at("(4,000.000)", 440)),
  ];

  it("reports the unplaced purchase, an unknown line and a row after the closing balance, each with page and text", () => {
    const [scheme] = parseDetailed(lines)[0]!.schemes;
    expect(scheme!.isin).toBe("INF109K01464");
    expect(scheme!.rows).toEqual([]);
    expect(scheme!.problems).toEqual([
      'page 1: a purchase row without units: "10-Jun-2019 Purchase 4,00,000.00 100.0000 4,000.000"',
      'page 2: a line that is neither a transaction nor a balance: "Units allotted subject to realisation 4,000.000"',
      'page 2: a transaction after the closing balance: "10-Jun-2019 Redemption (10,60,000.00) (4,000.000)"',
    ]);
  });
});

describe("parseDetailed reads the balances as some statements print them", () => {
  it("without a colon, and the closing balance after the period's last date", () => {
    const text = (str: string) => line(1, { str, x: 36, y: 0, width: str.length * 4 });
    const header = line(
      1,
      at("Date", 56, 20),
      at("Transaction", 140, 44),
      at("Amount", 350, 30),
      at("Units", 415, 20),
      at("Price", 490, 20),
      at("Unit Balance", 560, 40),
    );
    const [scheme] = parseDetailed([
      text("Folio No: 10422158 / 45"),
      text("HDFC0001-HDFC Top 100 Fund - Growth (Advisor: DIRECT) Registrar : CAMS"),
      text("ISIN: INF179K01BC2"),
      header,
      text("Opening Unit Balance 0.000"),
      line(1, date, words("Purchase"), at("499.98", 350), at("38.129", 415), at("13.113", 490), at("38.129", 560)),
      line(1, date, words("*** Stamp Duty ***"), at("0.02", 350)),
      line(1, at("31-Mar-2026", 80, 44), { str: "Closing Unit Balance 38.129", x: 96, y: 0, width: 110 }),
    ])[0]!.schemes;
    expect(scheme).toMatchObject({ isin: "INF179K01BC2", opening: "0.000", closing: "38.129", problems: [] });
    expect(scheme!.rows.map((r) => [r.kind, r.amount, r.units])).toEqual([
      ["purchase", "499.98", "38.129"],
      ["stamp_duty", "0.02", null],
    ]);
  });
});
