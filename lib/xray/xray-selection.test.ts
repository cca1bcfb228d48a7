import { formatXraySelection, parseXraySelection } from "@/lib/xray/xray-selection";

describe("parseXraySelection", () => {
  it("reads codes and amounts, and writes them back the same", () => {
    const parsed = parseXraySelection(" 119721:50000, 118632:2500.50 ");
    expect(parsed).toEqual({
      ok: true,
      items: [
        { schemeCode: 119721, value: 50_000 },
        { schemeCode: 118632, value: 2_500.5 },
      ],
    });
    expect(formatXraySelection(parsed.ok ? parsed.items : [])).toBe("119721:50000,118632:2500.5");
  });

  it.each([
    ["", /at least one fund/],
    ["119721", /not <scheme code>:<amount/],
    ["119721:-5", /not <scheme code>:<amount/],
    ["119721:0", /above ₹0/],
    ["119721:1.234", /not <scheme code>/],
    ["abc:100", /not <scheme code>/],
    ["119721:10,119721:20", /listed twice/],
    [Array.from({ length: 21 }, (_, i) => `${100 + i}:1`).join(","), /up to 20 funds; 21 were listed/],
  ])("refuses %j", (text, message) => {
    const parsed = parseXraySelection(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.message).toMatch(message);
  });

  it("takes 20 funds", () => {
    expect(parseXraySelection(Array.from({ length: 20 }, (_, i) => `${100 + i}:1`).join(",")).ok).toBe(true);
  });
});
