/** A fund house's monogram beside a page heading; decorative, as the heading or a link beside it names the house. */
export function AmcMonogram({ src, size }: { src: string; size: number }) {
  // Low priority keeps React from preloading it: React preloads every other server-rendered image, in the page
  // and in every prefetch of the page, so each link to a fund or fund-house page made the page linking to it
  // download a logo it never showed (Chromium's "preloaded but not used" warning).
  // eslint-disable-next-line @next/next/no-img-element -- a tiny SVG monogram, nothing to optimise
  return <img src={src} alt="" width={size} height={size} fetchPriority="low" />;
}
