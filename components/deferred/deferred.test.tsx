import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
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

  it("keeps a part's server HTML, hydrated, when its code arrives after the page has hydrated", async () => {
    const ServerPart = deferred(async () => ({ Loaded }), "Loaded");
    const page = (Part: typeof ServerPart) => (
      <Deferred fallback={<p>Waiting</p>}>
        <Part text="Server part" />
      </Deferred>
    );
    renderToString(page(ServerPart));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(ServerPart));
    document.body.append(container);
    const serverParagraph = container.querySelector("p");
    expect(serverParagraph).toHaveTextContent("Server part");

    // In the browser the part's code is still on its way when the page hydrates.
    let arrive: (module: { Loaded: typeof Loaded }) => void = () => undefined;
    const BrowserPart = deferred(
      () => new Promise<{ Loaded: typeof Loaded }>((resolve) => (arrive = resolve)),
      "Loaded",
    );
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(BrowserPart));
    });
    await act(async () => arrive({ Loaded }));
    // The same element: hydrated, not thrown away and rendered again (which loses what a visitor did to it).
    expect(container.querySelector("p")).toBe(serverParagraph);
    expect(serverParagraph).toHaveTextContent("Server part");
    act(() => root!.unmount());
    container.remove();
  });
});
