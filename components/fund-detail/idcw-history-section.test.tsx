import { render, screen } from "@testing-library/react";
import type { FundPage } from "@/lib/funds/fund-page";
import { IdcwHistorySection } from "./idcw-history-section";

const pageWith = (idcw: FundPage["idcw"]) => ({ idcw }) as unknown as FundPage;

describe("IdcwHistorySection", () => {
  it("lists the declarations with their source and dates", () => {
    render(
      <IdcwHistorySection
        page={pageWith([
          {
            record_date: "2025-08-07",
            per_unit: 0.9,
            class_name: "Direct Plan - IDCW",
            source: "UTI AMC IDCW declarations",
          },
          {
            record_date: "2025-05-22",
            per_unit: 0.85,
            class_name: "Direct Plan - IDCW",
            source: "UTI AMC IDCW declarations",
          },
        ])}
      />,
    );
    const note = screen.getByText(/declarations with record dates/);
    expect(note.textContent).toMatch(
      /^2 declarations with record dates from .*2025 to .*2025, as given by UTI AMC IDCW declarations\./,
    );
    expect(screen.getByText("₹0.9")).toBeInTheDocument();
    expect(screen.getByText("₹0.85")).toBeInTheDocument();
  });

  it("shows nothing for a plan without declarations", () => {
    const { container } = render(<IdcwHistorySection page={pageWith([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
