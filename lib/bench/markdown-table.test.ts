import { markdownTable } from "@/lib/bench/markdown-table";

describe("markdownTable", () => {
  it("writes a heading, the header, the separator and one line per row", () => {
    expect(
      markdownTable(
        "Results",
        ["page", "p95 ms"],
        [
          ["screener", 12.5],
          ["fund page", "8.00"],
        ],
      ),
    ).toBe(
      ["### Results", "", "| page | p95 ms |", "| --- | --- |", "| screener | 12.5 |", "| fund page | 8.00 |"].join(
        "\n",
      ),
    );
  });

  it("escapes a pipe inside a cell", () => {
    expect(
      markdownTable("T", ["a"], [["x | y"]])
        .split("\n")
        .at(-1),
    ).toBe("| x \\| y |");
  });

  it("writes only the header without rows", () => {
    expect(markdownTable("Empty", ["a", "b"], [])).toBe("### Empty\n\n| a | b |\n| --- | --- |");
  });
});
