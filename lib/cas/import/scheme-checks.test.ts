import { schemeChecks } from "@/lib/cas/import/scheme-checks";
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
