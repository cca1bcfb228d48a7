import { render, screen } from "@testing-library/react";
import { lazy } from "react";
import { renderToString } from "react-dom/server";
import { AfterHydration } from "./after-hydration";

const Lazy = lazy(async () => ({ default: () => <p>Loaded part</p> }));

describe("AfterHydration", () => {
  it("renders only the fallback on the server", () => {
    const html = renderToString(
      <AfterHydration fallback={<p>Waiting</p>}>
        <p>Browser part</p>
      </AfterHydration>,
    );
    expect(html).toContain("Waiting");
    expect(html).not.toContain("Browser part");
  });

  it("renders a lazy child in the browser, the fallback while it loads", async () => {
    render(
      <AfterHydration fallback={<p>Waiting</p>}>
        <Lazy />
      </AfterHydration>,
    );
    expect(await screen.findByText("Loaded part")).toBeInTheDocument();
    expect(screen.queryByText("Waiting")).not.toBeInTheDocument();
  });
});
