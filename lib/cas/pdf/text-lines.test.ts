import { textLines } from "@/lib/cas/pdf/text-lines";

const item = (str: string, x: number, y: number) => ({ str, x, y, width: str.length * 4 });

describe("textLines", () => {
  it("orders lines top to bottom and items left to right, whatever order they came in", () => {
    const lines = textLines([
      [item("units", 300, 700.4), item("b", 40, 690), item("Date", 40, 700), item("Amount", 200, 699.2)],
      [item("page two", 40, 800)],
    ]);
    expect(lines.map((l) => [l.page, l.text])).toEqual([
      [1, "Date Amount units"],
      [1, "b"],
      [2, "page two"],
    ]);
  });

  it("starts a new line when the baseline moves more than 2 points", () => {
    expect(textLines([[item("a", 0, 100), item("b", 10, 97.5)]]).map((l) => l.text)).toEqual(["a", "b"]);
  });

  it("has no lines for a page without text", () => {
    expect(textLines([[]])).toEqual([]);
  });
});
