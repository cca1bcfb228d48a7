// Whether a page's server HTML can be painted as it is: a part whose code loads after hydration (a lazy part in
// <Deferred>) is still in the server HTML, but only CSS that the page's first-load modules import statically is
// linked in it. These read the linked stylesheets and the class names of the HTML (scripts and comments aside).

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const LINK = /<link\b[^>]*>/gi;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/gi;

/** Absolute URLs (resolved against pageUrl) of the page's <link rel="stylesheet">s, in document order. */
export function stylesheetSources(html: string, pageUrl: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.replace(COMMENT, "").matchAll(LINK)) {
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (rel?.toLowerCase() === "stylesheet" && href)
      sources.push(new URL(href[1] ?? href[2] ?? href[3]!, pageUrl).href);
  }
  return sources;
}

/** The class names used in the HTML that no rule of `css` names, each once, in order of first use. */
export function unstyledClasses(html: string, css: string): string[] {
  const markup = html.replace(COMMENT, "").replace(SCRIPT_ELEMENT, "");
  const names = new Set<string>();
  for (const match of markup.matchAll(CLASS_ATTRIBUTE))
    for (const name of (match[1] ?? match[2] ?? "").split(/\s+/)) if (name) names.add(name);
  return [...names].filter(
    (name) => !new RegExp(`\\.${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(css),
  );
}
