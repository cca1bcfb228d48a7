/** Head tags a page has at most once. */
const ONCE_PER_PAGE = [
  "title",
  'link[rel="canonical"]',
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
];

// React keeps its fiber on every element it renders or adopted in hydration under this key prefix. Should a
// React release rename it, no tag looks owned and nothing is removed: the sweep can only fail safe.
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

/** Removes server-rendered head tags that React never adopted once React has rendered their replacement. */
export function sweepStaleHead(): void {
  for (const selector of ONCE_PER_PAGE) {
    const tags = [...document.head.querySelectorAll(selector)];
    if (tags.length < 2 || !tags.some(ownedByReact)) continue;
    for (const tag of tags) if (!ownedByReact(tag)) tag.remove();
  }
}

/** Sweeps now (a navigation may have come first) and after every change to <head>; returns the stop. */
export function watchHead(): () => void {
  sweepStaleHead();
  const observer = new MutationObserver(sweepStaleHead);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}
