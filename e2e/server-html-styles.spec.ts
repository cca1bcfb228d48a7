// Every public page's server HTML is styled by the stylesheets it links. A part whose code loads after hydration
// (a lazy part in <Deferred>) is still in that HTML, but only CSS imported statically by the page's first-load
// modules is linked: a part whose styles live only with its lazy code would be painted unstyled until then.
import { expect, test } from "@playwright/test";
import { stylesheetSources, unstyledClasses } from "@/lib/bench/unstyled-classes";
import { PUBLIC_PAGE_PATHS } from "./support/route-pages";

test("every class in every public page's server HTML is styled by a stylesheet the page links", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const stylesheets = new Map<string, Promise<string>>();
  const stylesheet = (url: string) => {
    if (!stylesheets.has(url))
      stylesheets.set(
        url,
        fetch(url).then((response) => response.text()),
      );
    return stylesheets.get(url)!;
  };
  const unstyled: string[] = [];
  for (const path of PUBLIC_PAGE_PATHS) {
    const response = await fetch(`${baseURL}${path}`, { headers: { accept: "text/html" } });
    const html = await response.text();
    const css = (await Promise.all(stylesheetSources(html, response.url).map(stylesheet))).join("\n");
    const missing = unstyledClasses(html, css);
    if (missing.length > 0) unstyled.push(`${path}: ${missing.join(" ")}`);
  }
  expect(unstyled).toEqual([]);
});
