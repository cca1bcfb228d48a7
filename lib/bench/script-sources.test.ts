import { scriptSources } from "@/lib/bench/script-sources";

const PAGE = "http://127.0.0.1:3204/mutual-funds/categories/equity-large-cap-fund";

describe("scriptSources", () => {
  it("lists external scripts in document order, resolved against the page", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="preload" as="script" href="/_next/static/chunks/preloaded.js"/>
      <script src="/_next/static/chunks/webpack-1.js" async=""></script>
      <script src="/_next/static/chunks/main-app.js" async></script>
      </head><body><script src='../chunks/relative.js'></script>
      <script src=https://www.googletagmanager.com/gtag/js?id=G-ABC async></script></body></html>`;
    expect(scriptSources(html, PAGE)).toEqual([
      "http://127.0.0.1:3204/_next/static/chunks/webpack-1.js",
      "http://127.0.0.1:3204/_next/static/chunks/main-app.js",
      "http://127.0.0.1:3204/mutual-funds/chunks/relative.js",
      "https://www.googletagmanager.com/gtag/js?id=G-ABC",
    ]);
  });

  it("skips inline scripts, JSON-LD and nomodule fallbacks", () => {
    const html = `<script>self.__next_f=self.__next_f||[]</script>
      <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/page.js" async=""></script>`;
    expect(scriptSources(html, PAGE)).toEqual(["http://127.0.0.1:3204/_next/static/chunks/page.js"]);
  });

  it("does not read markup inside an inline script or a comment as a tag", () => {
    const html = `<script>document.write('<script src="/fake.js"></scr' + 'ipt>')</script>
      <!-- <script src="/commented.js"></script> -->
      <script src="/_next/static/chunks/real.js"></script>`;
    expect(scriptSources(html, PAGE)).toEqual(["http://127.0.0.1:3204/_next/static/chunks/real.js"]);
  });

  it("lists a script loaded twice once", () => {
    const html = `<script src="/_next/a.js" async=""></script><script src="/_next/b.js"></script><script src="/_next/a.js"></script>`;
    expect(scriptSources(html, PAGE)).toEqual(["http://127.0.0.1:3204/_next/a.js", "http://127.0.0.1:3204/_next/b.js"]);
  });

  it("decodes entities in the address and reads attributes in any case and quoting", () => {
    const html = `<SCRIPT defer SRC="/_next/chunk.js?v=1&amp;dpl=abc" crossorigin></SCRIPT>`;
    expect(scriptSources(html, PAGE)).toEqual(["http://127.0.0.1:3204/_next/chunk.js?v=1&dpl=abc"]);
  });

  it("ignores an empty src and an attribute that only ends in src", () => {
    const html = `<script src=""></script><script data-src="/lazy.js"></script>`;
    expect(scriptSources(html, PAGE)).toEqual([]);
  });

  it("is empty for a page without scripts", () => {
    expect(scriptSources("<html><body><p>No JavaScript</p></body></html>", PAGE)).toEqual([]);
  });
});
