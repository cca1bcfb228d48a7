import { screen, within } from "@testing-library/react";
import { renderSettled } from "@/components/ui/testing/render-settled";
import CalculatorsPage from "@/app/calculators/page";
import LumpsumCalculatorPage from "@/app/calculators/lumpsum-calculator/page";
import SipCalculatorPage, { generateMetadata } from "@/app/calculators/systematic-investment-plan/page";
import {
  CALCULATOR_CONVENTIONS,
  LUMPSUM_DEFAULTS,
  SIP_DEFAULTS,
  lumpsumQueryState,
  runLumpsum,
  runSip,
} from "@/lib/calculators";
import { calculatorLandings } from "@/lib/content/calculator-landings";
import { CALCULATOR_CATALOGUE, calculatorContent } from "@/lib/content/calculators";
import { formatInr, groupIndian } from "@/lib/format";
import { FIX_FIELDS_MESSAGE } from "./calculator-form";

jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));

function jsonLdTypes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? "{}") as { "@type": string })["@type"],
  );
}

describe("calculator pages", () => {
  it("the SIP page renders the URL's result on the server, with the formula, convention and FAQs", async () => {
    const { container } = await renderSettled(
      await SipCalculatorPage({ searchParams: Promise.resolve({ amount: "20000", rate: "12", duration: "10" }) }),
    );
    const content = calculatorContent("sip");
    expect(screen.getByRole("heading", { level: 1, name: content.title })).toBeInTheDocument();
    // Twice ₹10,000's ₹23,23,391 (the value is proportional to the instalment).
    expect(screen.getByText("Total value", { selector: "dt" }).nextElementSibling).toHaveTextContent(/^₹46,46,782₹/);
    expect(screen.getByRole("heading", { level: 2, name: content.formula.heading })).toBeInTheDocument();
    expect(screen.getByText(CALCULATOR_CONVENTIONS.sip)).toBeInTheDocument();
    for (const faq of content.faqs) expect(screen.getByText(faq.question)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("HomeCalculatorsSIP calculator");
    expect(jsonLdTypes(container).sort()).toEqual(["BreadcrumbList", "FAQPage"]);
  });

  it("has the plain calculator path as its canonical URL and the content's description, whatever the query", async () => {
    for (const query of [{}, { amount: "5000" }, { amount: "<script>alert(1)</script>" }]) {
      const metadata = await generateMetadata({ searchParams: Promise.resolve(query) });
      expect(metadata.alternates?.canonical).toBe("/calculators/systematic-investment-plan");
      expect(metadata.description).toBe(calculatorContent("sip").description);
    }
  });

  it("a hostile query renders the default inputs and their result, with no error", async () => {
    const hostile = {
      amount: ["-5000", "20000"],
      rate: "NaN",
      duration: "9".repeat(400),
      unit: "<script>alert(1)</script>",
      frequency: ["weekly"],
      mode: "__proto__",
      stepup: "1e3",
    };
    await renderSettled(await SipCalculatorPage({ searchParams: Promise.resolve(hostile) }));
    expect(screen.getByLabelText("Investment per instalment", { exact: true })).toHaveValue(
      groupIndian(SIP_DEFAULTS.amount),
    );
    expect(screen.getByLabelText("Expected return a year", { exact: true })).toHaveValue(
      String(SIP_DEFAULTS.annualRatePct),
    );
    expect(screen.getByLabelText("Duration", { exact: true })).toHaveValue(String(SIP_DEFAULTS.duration));
    expect(screen.queryByText(FIX_FIELDS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const { result } = runSip({ ...SIP_DEFAULTS, mode: "amount" });
    expect(screen.getByText("Total value", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      formatInr(result.totalValue, { fractionDigits: 0 }),
    );
    expect(document.body).not.toHaveTextContent("alert(1)");
  });

  it("a landing page's address shows its heading, its result, and its own metadata; the others link to it", async () => {
    const [landing, other] = calculatorLandings("lumpsum");
    if (!landing || !other) throw new Error("content/calculator-landings.json has fewer than two lumpsum landings");
    const params = Object.fromEntries(new URLSearchParams(landing.query));
    await renderSettled(await LumpsumCalculatorPage({ searchParams: Promise.resolve(params) }));
    expect(screen.getByRole("heading", { level: 1, name: landing.heading })).toBeInTheDocument();
    expect(screen.getByText(landing.description)).toBeInTheDocument();
    const inputs = lumpsumQueryState.parse(params);
    expect(inputs).not.toEqual(LUMPSUM_DEFAULTS);
    expect(screen.getByLabelText("Investment amount", { exact: true })).toHaveValue(groupIndian(inputs.amount));
    expect(screen.getByText("Total value", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      formatInr(runLumpsum(inputs).totalValue, { fractionDigits: 0 }),
    );
    const popular = screen.getByRole("region", { name: "Popular calculations" });
    expect(within(popular).getByRole("link", { name: landing.heading })).toHaveAttribute("aria-current", "page");
    expect(within(popular).getByRole("link", { name: other.heading })).toHaveAttribute("href", other.href);
    expect(within(popular).getAllByRole("link")).toHaveLength(calculatorLandings("lumpsum").length);
  });

  it("a landing page's metadata: its title and description, its own address as the canonical URL", async () => {
    const [landing] = calculatorLandings("sip");
    if (!landing) throw new Error("content/calculator-landings.json has no SIP landing");
    const metadata = await generateMetadata({
      searchParams: Promise.resolve(Object.fromEntries(new URLSearchParams(landing.query))),
    });
    expect(metadata.title).toBe(landing.title);
    expect(metadata.description).toBe(landing.description);
    expect(metadata.alternates?.canonical).toBe(landing.href);
    expect(metadata.openGraph?.url).toBe(landing.href);
  });

  it("the index shows every calculator's card with its link", async () => {
    const { container } = await renderSettled(<CalculatorsPage />);
    for (const entry of CALCULATOR_CATALOGUE) {
      const link = screen.getByRole("link", { name: new RegExp(entry.title) });
      expect(link).toHaveAttribute("href", entry.path);
      expect(link).toHaveTextContent(entry.description);
      expect(link.querySelector("svg path")?.getAttribute("d")).toBeTruthy();
    }
    expect(jsonLdTypes(container)).toEqual(["BreadcrumbList"]);
  });
});
