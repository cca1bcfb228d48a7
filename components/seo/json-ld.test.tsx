import { render } from "@testing-library/react";
import { JsonLd } from "@/components/seo/json-ld";

describe("JsonLd", () => {
  it("writes escaped JSON into a ld+json script that parses back to the data", () => {
    const { container } = render(<JsonLd data={{ name: "</script><!--" }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toBe('{"name":"\\u003c/script\\u003e\\u003c!--"}');
    expect(JSON.parse(script?.textContent ?? "")).toEqual({ name: "</script><!--" });
  });
});
