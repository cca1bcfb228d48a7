import { schemeChecks } from "@/lib/cas/import/scheme-checks";
import { planStatement } from "@/lib/cas/import/statement-plan";
import { schemeUnits } from "@/lib/cas/import/statement-units";
import { camsDetailed } from "@/lib/cas/testing/synthetic-statements";
import type { CasScheme } from "@/lib/cas/cas-statement";

const [icici, hdfc] = camsDetailed().folios;
const elss = icici!.schemes[0]!;
const bond = hdfc!.schemes[0]!;

describe("schemeChecks", () => {
  it("passes a scheme whose units and value reconcile", () => {
    expect(schemeChecks(bond).map((c) => [c.name, c.ok])).toEqual([
      ["readable", true],
      ["units", true],
      ["nav", true],
      ["value", true],
    ]);
  });

  it("fails units off by 0.001 and a value more than a rupee off, saying by how much", () => {
    const bad: CasScheme = { ...bond, closing: (Number(bond.closing) + 0.001).toFixed(3), value: "1.00" };
    const checks = schemeChecks(bad);
    expect(checks.find((c) => c.name === "units")).toMatchObject({ ok: false });
    expect(checks.find((c) => c.name === "units")!.detail).toMatch(/they differ/);
    expect(checks.find((c) => c.name === "value")).toMatchObject({ ok: false });
  });

  it("fails a scheme with lines the parser could not read", () => {
    expect(schemeChecks({ ...bond, problems: ["page 2: unreadable units"] })[0]).toMatchObject({ ok: false });
  });
});

describe("schemeUnits", () => {
  it("drops a purchase and its reversal, keeps tax and note rows out, numbers equal rows", () => {
    const u = schemeUnits(bond);
    expect(u.reversedPairs).toBe(1);
    expect(u.otherRows).toBe(1);
    expect(
      u.transactions.map((t) => [t.date, t.kind, t.statementKind, t.units.toString(), t.amount.toString()]),
    ).toEqual([
      ["2021-05-03", "buy", "purchase", "796.071", "20000"],
      ["2023-06-01", "buy", "purchase", "380.607", "11000"],
      ["2024-08-01", "sell", "redemption", "500", "15050"],
    ]);
    expect(u.problems).toEqual([]);
  });

  it("records SIPs as SIPs and leaves stamp duty and STT rows out", () => {
    const u = schemeUnits(elss);
    expect(u.transactions.map((t) => t.kind)).toEqual(["buy", "sip", "sip", "sell", "sell"]);
    expect(u.otherRows).toBe(3);
  });

  it("reports a reversal with nothing to reverse", () => {
    const u = schemeUnits({
      ...bond,
      rows: bond.rows.filter((r) => !(r.kind === "purchase" && r.date === "2023-06-05")),
    });
    expect(u.problems[0]).toMatch(/no row it reverses/);
  });

  it("counts equal rows of a day apart", () => {
    const row = elss.rows[1]!;
    const u = schemeUnits({ ...elss, rows: [row, row] });
    expect(u.transactions.map((t) => t.occurrence)).toEqual([1, 2]);
  });
});

describe("a scheme is blocked rather than imported short (issue 33)", () => {
  const resolved = { ok: true as const, schemeCode: 1, planName: "plan", by: "isin" as const, candidates: [] };
  const sale = {
    date: "2024-10-01",
    description: "Redemption",
    kind: "redemption" as const,
    amount: "-101037.60",
    units: "-51.999",
    nav: "1943.0495",
    balance: "0.000",
  };
  const scheme = (rows: CasScheme["rows"], opening = "51.999"): CasScheme => ({
    ...bond,
    opening,
    rows,
    closing: "0.000",
    value: "0.00",
  });
  const statement = (s: CasScheme) => ({
    layout: "detailed" as const,
    from: "2024-04-01",
    to: "2025-03-31",
    folios: [{ amc: null, folio: "1/1", schemes: [s] }],
  });

  it("never takes amount / units (1943.0681) for a NAV that is not printed: the row is a problem", () => {
    const u = schemeUnits(scheme([{ ...sale, nav: null }]));
    expect(u.transactions).toEqual([]);
    expect(u.problems).toEqual(['2024-10-01: "Redemption" moves units but prints no NAV']);
  });

  it("never counts a purchase or redemption without units as a tax or other row", () => {
    const [plan] = planStatement(statement(scheme([{ ...sale, units: null }], "0.000")), [resolved]);
    expect(plan!.units.otherRows).toBe(0);
    expect(plan!.blocked).toBe('failed check: 2024-10-01: "Redemption" moves units but prints none');
  });

  it("blocks a row whose units x printed NAV is off its amount beyond rounding, saying which", () => {
    const [plan] = planStatement(statement(scheme([{ ...sale, amount: "-101040.00" }])), [resolved]);
    expect(plan!.checks.find((c) => c.name === "nav")).toEqual({
      name: "nav",
      ok: false,
      detail: '2024-10-01 "Redemption": -51.999 units x NAV 1943.0495 is 3.37 from the amount -101040.00',
    });
    expect(plan!.blocked).toMatch(/^failed check: .*is 3\.37 from the amount/);
  });

  it("blocks a scheme with a problem line, giving the line's page and text", () => {
    const problem = 'page 2: a purchase row without units: "10-Jun-2019 Purchase 4,00,000.00 100.0000"';
    const [plan] = planStatement(statement({ ...scheme([sale]), problems: [problem] }), [resolved]);
    expect(plan!.blocked).toBe(`failed check: ${problem}`);
  });

  it("blocks a scheme known only from AMFI's scheme master, saying the site has no NAV of it", () => {
    const segregated = {
      ...resolved,
      schemeCode: 147971,
      planName:
        "Franklin India Ultra Short Bond Fund- Super Institutional Plan-Segregated Portfolio 1- 8.25% Vodafone Idea Ltd-10JUL20-Daily Dividend Option",
      offSite: true,
    };
    const [plan] = planStatement(statement(scheme([sale])), [segregated]);
    expect(plan!.blocked).toBe(
      "not on the site: Franklin India Ultra Short Bond Fund- Super Institutional Plan-Segregated Portfolio 1- 8.25% Vodafone Idea Ltd-10JUL20-Daily Dividend Option (AMFI code 147971) is in AMFI's scheme master, but the site has no NAV of it (a closed scheme, or a segregated portfolio whose NAV is not published)",
    );
  });
});
