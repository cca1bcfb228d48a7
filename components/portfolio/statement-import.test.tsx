import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import { callLazily } from "@/components/data/lazy-call";
import { StatementImport } from "./statement-import";

jest.mock("@/components/data/lazy-call", () => ({ callLazily: jest.fn() }));
const call = callLazily as jest.MockedFunction<typeof callLazily>;
/** The form sent by the nth call. */
const sentForm = (n: number) => (call.mock.calls[n]![1] as { body: FormData }).body;

const scheme = (over: Partial<StatementPreview["schemes"][number]>): StatementPreview["schemes"][number] => ({
  folio: "7010101010/0",
  amc: "Mirae Asset Mutual Fund",
  name: "Mirae Asset Emerging Bluechip Fund - Direct Plan - Growth",
  former_name: null,
  rta_code: "117EBD1G",
  isin: null,
  registrar: "KFINTECH",
  scheme_code: null,
  plan_display_name: null,
  resolved_by: null,
  candidates: [],
  opening_units: "0.000",
  closing_units: "161.149",
  nav: "140.0000",
  nav_date: "2025-03-31",
  value: "22560.86",
  rows: 2,
  unit_transactions: 2,
  other_rows: 0,
  reversed_pairs: 0,
  already_imported: 0,
  checks: [],
  problems: [],
  blocked: null,
  ...over,
});

const CANDIDATES = [
  {
    scheme_code: 118834,
    plan_display_name: "Mirae Asset Large & Midcap Fund - Direct Plan - Growth",
    isin: "INF769K01BI1",
    score: 1,
  },
  {
    scheme_code: 990001,
    plan_display_name: "Mirae Asset Large & Midcap Fund - Direct Plan - Growth",
    isin: null,
    score: 1,
  },
];
const preview = (second: StatementPreview["schemes"][number]): StatementPreview => ({
  layout: "detailed",
  from: "2023-04-01",
  to: "2025-03-31",
  schemes: [
    scheme({
      name: "Axis ELSS Tax Saver Fund - Direct Growth",
      isin: "INF846K01EW2",
      scheme_code: 120503,
      plan_display_name: "Axis ELSS Tax Saver Fund - Direct Plan - Growth",
      resolved_by: "isin",
    }),
    second,
  ],
});

describe("StatementImport", () => {
  it("offers the candidates of a name that fits more than one plan, and sends the member's pick", async () => {
    const user = userEvent.setup();
    call
      .mockResolvedValueOnce(
        preview(
          scheme({
            candidates: CANDIDATES,
            blocked: "not resolved: the name does not settle the plan: choose one of its candidates",
          }),
        ),
      )
      .mockResolvedValueOnce(
        preview(
          scheme({
            candidates: CANDIDATES,
            scheme_code: 118834,
            plan_display_name: CANDIDATES[0]!.plan_display_name,
            resolved_by: "pick",
          }),
        ),
      )
      .mockResolvedValueOnce({ added: 5, already_present: 0, schemes_imported: 2, schemes_skipped: 0 });
    render(<StatementImport onImported={jest.fn()} />);
    await user.upload(
      screen.getByLabelText("Statement PDF"),
      new File(["%PDF-"], "cas.pdf", { type: "application/pdf" }),
    );
    await user.type(screen.getByLabelText("Statement password"), "Synthetic#2025");
    await user.click(screen.getByRole("button", { name: "Read statement" }));

    const choose = await screen.findByRole("combobox", { name: /fits more than one plan/ });
    expect(
      within(choose)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Not chosen",
      "Mirae Asset Large & Midcap Fund - Direct Plan - Growth (AMFI 118834, INF769K01BI1)",
      "Mirae Asset Large & Midcap Fund - Direct Plan - Growth (AMFI 990001)",
    ]);
    expect(sentForm(0).get("picks")).toBeNull();

    await user.selectOptions(choose, "118834");
    expect(sentForm(1).get("picks")).toBe("2:118834");
    expect(await screen.findByText(/AMFI 118834, as you chose/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Import all 2 schemes" }));
    const sent = sentForm(2);
    expect([sent.get("choice"), sent.get("picks")]).toEqual(["all", "2:118834"]);
  });
});

const LINE = 'page 2: a purchase row without units: "10-Jun-2019 Purchase 4,00,000.00 100.0000"';
const blockedScheme = (name: string, blocked: string | null, problems: string[]) =>
  scheme({
    folio: "7654321/12",
    amc: "ICICI Prudential Mutual Fund",
    name,
    rta_code: "P01",
    isin: "INF109K01464",
    registrar: "CAMS",
    scheme_code: 100354,
    plan_display_name: name,
    resolved_by: "isin",
    closing_units: "0.000",
    nav: "270.1200",
    value: "0.00",
    rows: 3,
    unit_transactions: 1,
    other_rows: 1,
    checks: [
      { name: "readable", ok: problems.length === 0, detail: problems.join("; ") || "every line read" },
      { name: "units", ok: true, detail: "opening 0.000 + transactions 0.000 = 0.000; closing 0.000" },
    ],
    problems,
    blocked,
  });

it("shows a blocked scheme's lines not read, with their page and text, and offers to import the others", async () => {
  const blockedPreview: StatementPreview = {
    layout: "detailed",
    from: "2019-04-01",
    to: "2025-03-31",
    schemes: [
      blockedScheme("ICICI Prudential ELSS Tax Saver Fund - Growth", `failed check: ${LINE}`, [LINE]),
      blockedScheme("HDFC Corporate Bond Fund - Direct Plan - Growth", null, []),
    ],
  };
  call.mockResolvedValue(blockedPreview);
  render(<StatementImport onImported={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText("Statement PDF"), new File(["%PDF-"], "cas.pdf"));
  await userEvent.type(screen.getByLabelText("Statement password"), "secret");
  await userEvent.click(screen.getByRole("button", { name: "Read statement" }));
  const lines = await screen.findByRole("list", {
    name: "Lines not read in ICICI Prudential ELSS Tax Saver Fund - Growth",
  });
  expect(
    within(lines)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual([LINE]);
  expect(screen.getByText("✗ 1 line(s) not read:")).toBeTruthy();
  expect(screen.getByText("Blocked, not imported: the checks marked ✗ failed.")).toBeTruthy();
  expect(screen.getAllByText(/^Blocked/)).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Import the 1 scheme(s) that pass" })).toBeTruthy();
});
