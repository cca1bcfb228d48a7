import Link from "next/link";
import type { MissingPageContent } from "@/lib/content/missing-pages";

/**
 * The body of a 404 page. Styled by globals.css (.status-page), not a CSS module: every not-found file is sent
 * with every page under it, so a module of its own would be preloaded, unused, on all of them.
 */
export function MissingPage({ content }: { content: MissingPageContent }) {
  return (
    <div className="container status-page">
      <p className="status-page-eyebrow">{content.eyebrow}</p>
      <h1>{content.heading}</h1>
      <p>{content.message}</p>
      <ul className="status-page-links">
        {content.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
