// The JavaScript a page loads at first load, read from its HTML: every external <script src>, in order,
// without duplicates. Inline scripts (Next.js's RSC payload, JSON-LD) are data in the HTML, not chunks, and
// `nomodule` scripts are legacy fallbacks that a modern browser skips, so neither counts.

// A whole element, so that markup quoted inside an inline script is never read as a tag.
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value.replace(
    /&(?:amp|quot|#39|#x27|lt|gt);/g,
    (entity) =>
      ({ "&amp;": "&", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&lt;": "<", "&gt;": ">" })[entity] ?? entity,
  );
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE))
    attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  return attributes;
}

/** Absolute URLs (resolved against pageUrl) of the page's external scripts, in document order, each once. */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources = new Set<string>();
  for (const match of html.replace(COMMENT, "").matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(match[1]!);
    const src = attributes.get("src");
    if (!src || attributes.has("nomodule")) continue;
    sources.add(new URL(src, pageUrl).href);
  }
  return [...sources];
}
