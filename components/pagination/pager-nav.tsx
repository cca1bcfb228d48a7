import Link from "next/link";
import type { PagerModel } from "@/lib/pagination/pager";
import styles from "./pager-nav.module.css";

interface PagerNavProps {
  model: PagerModel;
  /** The URL of a page. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Top funds pages". */
  label: string;
  /** Next.js prefetching of the page links (its default when unset); false where clicks never navigate. */
  prefetch?: false;
}

/** Previous, first, up to 5 page numbers, last and next as links; nothing when there is only one page. */
export function PagerNav({ model, hrefFor, label, prefetch }: PagerNavProps) {
  if (model.total <= 1) return null;
  const pageLink = (page: number) => (
    <li key={page}>
      {page === model.current ? (
        <span aria-current="page">{page}</span>
      ) : (
        <Link href={hrefFor(page)} aria-label={`Page ${page}`} prefetch={prefetch}>
          {page}
        </Link>
      )}
    </li>
  );
  const step = (page: number | null, text: string, rel: "prev" | "next") => (
    <li>
      {page === null ? (
        <span className={styles.disabled} aria-disabled="true">
          {text}
        </span>
      ) : (
        <Link href={hrefFor(page)} rel={rel} prefetch={prefetch}>
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul>
        {step(model.previous, "Previous", "prev")}
        {model.first !== null && pageLink(model.first)}
        {model.gapBefore && (
          <li aria-hidden="true">
            <span className={styles.gap}>…</span>
          </li>
        )}
        {model.pages.map(pageLink)}
        {model.gapAfter && (
          <li aria-hidden="true">
            <span className={styles.gap}>…</span>
          </li>
        )}
        {model.last !== null && pageLink(model.last)}
        {step(model.next, "Next", "next")}
      </ul>
    </nav>
  );
}
