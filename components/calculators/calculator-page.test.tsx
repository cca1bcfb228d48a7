import { render, screen } from "@testing-library/react";
import CalculatorsPage from "@/app/calculators/page";
import SipCalculatorPage, { metadata } from "@/app/calculators/systematic-investment-plan/page";
import { CALCULATOR_CONVENTIONS } from "@/lib/calculators";
import { CALCULATOR_CATALOGUE, calculatorContent } from "@/lib/content/calculators";

jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));

function jsonLdTypes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? "{}") as { "@type": string })["@type"]);
}

describe("calculator pages", () => {
  it("the SIP page renders the URL's result on the server, with the formula, convention and FAQs", async () => {
    const { container } = render(await SipCalculatorPage({ searchParams: Promise.resolve({ amount: "20000", rate: "12", duration: "10" }) }));
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

  it("has the plain calculator path as its canonical URL and the content's description", () => {
    expect(metadata.alternates?.canonical).toBe("/calculators/systematic-investment-plan");
    expect(metadata.description).toBe(calculatorContent("sip").description);
  });

  it("the index shows every calculator's card with its link", () => {
    const { container } = render(<CalculatorsPage />);
    for (const entry of CALCULATOR_CATALOGUE) {
      const link = screen.getByRole("link", { name: new RegExp(entry.title) });
      expect(link).toHaveAttribute("href", entry.path);
      expect(link).toHaveTextContent(entry.description);
      expect(link.querySelector("svg path")?.getAttribute("d")).toBeTruthy();
    }
    expect(jsonLdTypes(container)).toEqual(["BreadcrumbList"]);
  });
});
