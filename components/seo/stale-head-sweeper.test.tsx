import { act, render } from "@testing-library/react";
import { StaleHeadSweeper } from "./stale-head-sweeper";

/** A tag as the server HTML leaves it in <head>: not rendered (or adopted) by React. */
function serverTag(html: string): void {
  document.head.insertAdjacentHTML("beforeend", html);
}

const canonicals = () =>
  [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href"));
const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute("content"));

// Waits for the sweep's code (imported after mounting) and the MutationObserver's callback.
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  document.head.innerHTML = "";
});

describe("StaleHeadSweeper", () => {
  it("drops the previous page's orphaned tags once React renders the new page's", async () => {
    serverTag(
      '<link rel="canonical" href="/old"><meta name="description" content="old page"><link rel="stylesheet" href="/a.css">',
    );
    render(<StaleHeadSweeper />);
    await settle();
    render(
      <>
        <link rel="canonical" href="/new" />
        <meta name="description" content="new page" />
      </>,
    );
    await settle();
    expect(canonicals()).toEqual(["/new"]);
    expect(descriptions()).toEqual(["new page"]);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it("also drops orphans whose replacement came before its code did", async () => {
    serverTag('<link rel="canonical" href="/old">');
    render(<link rel="canonical" href="/new" />);
    render(<StaleHeadSweeper />);
    await settle();
    expect(canonicals()).toEqual(["/new"]);
  });

  it("leaves server tags alone while React has rendered no replacement", async () => {
    serverTag('<link rel="canonical" href="/a"><link rel="canonical" href="/b">');
    render(<StaleHeadSweeper />);
    serverTag('<meta name="description" content="x">');
    await settle();
    expect(canonicals()).toEqual(["/a", "/b"]);
    expect(descriptions()).toEqual(["x"]);
  });

  it("keeps tags that are not once per page, such as Open Graph images", async () => {
    serverTag('<meta property="og:image" content="/one.png">');
    render(<StaleHeadSweeper />);
    render(<meta property="og:image" content="/two.png" />);
    await settle();
    expect(
      [...document.head.querySelectorAll('meta[property="og:image"]')].map((meta) => meta.getAttribute("content")),
    ).toEqual(["/one.png", "/two.png"]);
  });
});
