import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import { StatementImport } from "./statement-import";

const call = jest.fn();
jest.mock("@/components/data/lazy-call", () => ({ callLazily: (...args: unknown[]) => call(...args) }));

const LINE = 'page 2: a purchase row without units: "10-Jun-2019 Purchase 4,00,000.00 100.0000"';
const scheme = (name: string, blocked: string | null, problems: string[]): StatementPreview["schemes"][number] => ({
  folio: "7654321/12",
  amc: "ICICI Prudential Mutual Fund",
  name,
  former_name: null,
  rta_code: "P01",
  isin: "INF109K01464",
  registrar: "CAMS",
  scheme_code: 100354,
  plan_display_name: name,
  resolved_by: "isin",
  opening_units: "0.000",
  closing_units: "0.000",
  nav: "270.1200",
  nav_date: "2025-03-31",
  value: "0.00",
  rows: 3,
  unit_transactions: 1,
  other_rows: 1,
  reversed_pairs: 0,
  already_imported: 0,
  checks: [
    { name: "readable", ok: problems.length === 0, detail: problems.join("; ") || "every line read" },
    { name: "units", ok: true, detail: "opening 0.000 + transactions 0.000 = 0.000; closing 0.000" },
  ],
  problems,
  blocked,
});

it("shows a blocked scheme's lines not read, with their page and text, and offers to import the others", async () => {
  const preview: StatementPreview = {
    layout: "detailed",
    from: "2019-04-01",
    to: "2025-03-31",
    schemes: [
      scheme("ICICI Prudential ELSS Tax Saver Fund - Growth", `failed check: ${LINE}`, [LINE]),
      scheme("HDFC Corporate Bond Fund - Direct Plan - Growth", null, []),
    ],
  };
  call.mockResolvedValue(preview);
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
