import { render } from "@testing-library/react";
import { AmcMonogram } from "./amc-monogram";

describe("AmcMonogram", () => {
  it("asks for low priority, so React does not preload it in the page or in prefetches of the page", () => {
    const { container } = render(<AmcMonogram src="/amc-logos/alpha-mutual-fund.svg" size={48} />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("low");
    expect(img?.getAttribute("loading")).toBeNull();
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("width")).toBe("48");
  });
});
