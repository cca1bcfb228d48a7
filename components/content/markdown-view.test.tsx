import { render, screen } from "@testing-library/react";
import { MarkdownView } from "@/components/content/markdown-view";
import { parseMarkdown } from "@/lib/blog/markdown";

describe("MarkdownView", () => {
  it("renders headings, paragraphs, lists, emphasis, code and links as elements", () => {
    const { container } = render(
      <MarkdownView blocks={parseMarkdown("## Costs\n\nA **big** _gap_ with `code`.\n\n1. [Screener](/mutual-funds/mutual-fund-screener)\n2. [SEBI](https://www.sebi.gov.in/)\n\n- one")} />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Costs" })).toBeInTheDocument();
    expect(container.querySelector("p strong")).toHaveTextContent("big");
    expect(container.querySelector("p em")).toHaveTextContent("gap");
    expect(container.querySelector("p code")).toHaveTextContent("code");
    expect(screen.getByRole("link", { name: "Screener" })).toHaveAttribute("href", "/mutual-funds/mutual-fund-screener");
    expect(screen.getByRole("link", { name: "SEBI" })).toHaveAttribute("href", "https://www.sebi.gov.in/");
    expect(screen.getByRole("link", { name: "SEBI" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(container.querySelectorAll("ul li")).toHaveLength(1);
  });

  it("shows markup written in a paragraph as text, never as elements", () => {
    const { container } = render(<MarkdownView blocks={parseMarkdown('Beware <img src=x onerror="alert(1)"> and <b>bold</b>.')} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe('Beware <img src=x onerror="alert(1)"> and <b>bold</b>.');
  });
});
