import { render, screen } from "@testing-library/react";
import { MarkdownView } from "@/components/content/markdown-view";

describe("MarkdownView", () => {
  it("renders headings, paragraphs, lists, emphasis, code and links as elements", () => {
    const { container } = render(
      <MarkdownView
        source={
          "## Costs\n\nA **big** _gap_ with `code`.\n\n1. [Screener](/mutual-funds/mutual-fund-screener)\n2. [SEBI](https://www.sebi.gov.in/)\n\n- one"
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Costs" })).toBeInTheDocument();
    expect(container.querySelector("p strong")).toHaveTextContent("big");
    expect(container.querySelector("p em")).toHaveTextContent("gap");
    expect(container.querySelector("p code")).toHaveTextContent("code");
    expect(screen.getByRole("link", { name: "Screener" })).toHaveAttribute(
      "href",
      "/mutual-funds/mutual-fund-screener",
    );
    expect(screen.getByRole("link", { name: "Screener" })).not.toHaveAttribute("rel");
    expect(screen.getByRole("link", { name: "SEBI" })).toHaveAttribute("href", "https://www.sebi.gov.in/");
    expect(screen.getByRole("link", { name: "SEBI" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(container.querySelectorAll("ul li")).toHaveLength(1);
  });

  it("shows markup written in a paragraph as text, never as elements", () => {
    const { container } = render(<MarkdownView source={'Beware <img src=x onerror="alert(1)"> and <b>bold</b>.'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe('Beware <img src=x onerror="alert(1)"> and <b>bold</b>.');
  });

  it("drops a javascript: link target", () => {
    render(<MarkdownView source={"[click](javascript:alert(1))"} />);
    expect(screen.getByText("click").closest("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });
});
