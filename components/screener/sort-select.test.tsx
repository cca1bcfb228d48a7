import { fireEvent, render, screen } from "@testing-library/react";
import { hydrateServerHtml } from "@/components/ui/testing/hydrate-server-html";
import { SortSelect } from "./sort-select";

describe("SortSelect", () => {
  it("hands the sort picked to onChange, and Best match as no sort", () => {
    const onChange = jest.fn();
    render(<SortSelect sort={null} searching onChange={onChange} />);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(sort).toHaveValue("relevance");
    fireEvent.change(sort, { target: { value: "expense_ratio_asc" } });
    fireEvent.change(sort, { target: { value: "relevance" } });
    expect(onChange.mock.calls).toEqual([["expense_ratio_asc"], [null]]);
  });
});

describe("SortSelect before hydration", () => {
  let cleanUp: () => void = () => undefined;
  afterEach(() => cleanUp());

  it("takes the sort picked in the server's HTML before the page hydrated, which onChange never saw", async () => {
    const onChange = jest.fn();
    cleanUp = await hydrateServerHtml(<SortSelect sort={null} searching={false} onChange={onChange} />, () => {
      (screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value = "expense_ratio_asc";
    });
    expect(onChange.mock.calls).toEqual([["expense_ratio_asc"]]);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeEnabled();
  });

  it("changes nothing when no sort was picked", async () => {
    const onChange = jest.fn();
    cleanUp = await hydrateServerHtml(
      <SortSelect sort={null} searching={false} onChange={onChange} />,
      () => undefined,
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
