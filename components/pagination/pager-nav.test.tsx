import { render, screen } from "@testing-library/react";
import { PagerNav } from "@/components/pagination/pager-nav";
import { pagerModel } from "@/lib/pagination/pager";

const hrefFor = (page: number) => `/x?page=${page}`;

describe("PagerNav", () => {
  it("renders nothing for a single page", () => {
    const { container } = render(<PagerNav model={pagerModel(1, 1)} hrefFor={hrefFor} label="Pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links previous, first, the window, last and next, marking the current page", () => {
    render(<PagerNav model={pagerModel(10, 20)} hrefFor={hrefFor} label="Pages" />);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/x?page=9");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/x?page=11");
    expect(screen.getAllByRole("link", { name: /^Page / }).map((a) => a.textContent)).toEqual([
      "1",
      "8",
      "9",
      "11",
      "12",
      "20",
    ]);
    expect(screen.getByText("10")).toHaveAttribute("aria-current", "page");
  });

  it("disables previous on the first page", () => {
    render(<PagerNav model={pagerModel(1, 3)} hrefFor={hrefFor} label="Pages" />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
  });
});
