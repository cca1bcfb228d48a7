import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { SortSelect } from "./sort-select";

describe("SortSelect", () => {
  it("is disabled in the server's HTML and takes a sort once hydrated", () => {
    const onChange = jest.fn();
    const tree = <SortSelect sort={null} searching={false} onChange={onChange} />;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(tree);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeDisabled();

    render(tree, { container, hydrate: true });
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(sort).toBeEnabled();
    fireEvent.change(sort, { target: { value: "expense_ratio_asc" } });
    expect(onChange).toHaveBeenCalledWith("expense_ratio_asc");
  });
});
