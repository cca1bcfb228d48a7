import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Deferred, deferred } from "./deferred";

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe("deferred and Deferred", () => {
  it("renders a deferred part into the server HTML", async () => {
    const Part = deferred(async () => ({ Loaded }), "Loaded");
    // A lazy component's first render suspends; renderToString gives the fallback then, so render twice.
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderToString(
      <Deferred fallback={<p>Waiting</p>}>
        <Part text="Server part" />
      </Deferred>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(
      <Deferred fallback={<p>Waiting</p>}>
        <Part text="Server part" />
      </Deferred>,
    );
    expect(html).toContain("Server part");
  });

  it("renders only the fallback on the server with afterHydration", () => {
    const html = renderToString(
      <Deferred fallback={<p>Waiting</p>} afterHydration>
        <p>Browser part</p>
      </Deferred>,
    );
    expect(html).toContain("Waiting");
    expect(html).not.toContain("Browser part");
  });

  it("loads the named export in the browser, the fallback while it loads", async () => {
    const Part = deferred(async () => ({ Loaded, Other: () => null }), "Loaded");
    render(
      <Deferred fallback={<p>Waiting</p>} afterHydration>
        <Part text="Loaded part" />
      </Deferred>,
    );
    expect(await screen.findByText("Loaded part")).toBeInTheDocument();
    expect(screen.queryByText("Waiting")).not.toBeInTheDocument();
  });
});
