"use client";

import type { MouseEvent } from "react";
import { PagerNav } from "@/components/pagination/pager-nav";
import { pagerModel, parsePageParam } from "@/lib/pagination/pager";
import styles from "./screener.module.css";

interface ScreenerPagerProps {
  /** The page shown and the number of pages. */
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * The pager's links are real addresses (crawlers and a new tab follow them); a plain click is caught
 * before Next.js navigates and becomes a page change on this screen, fetched from the API (so Next.js
 * need not prefetch them).
 */
export function ScreenerPager({ page, totalPages, hrefFor, onPage }: ScreenerPagerProps) {
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link) return;
    event.preventDefault();
    onPage(parsePageParam(new URL(link.href).searchParams.getAll("page")));
  }
  return (
    <div className={styles.pager} onClickCapture={handleClick}>
      <PagerNav model={pagerModel(page, totalPages)} hrefFor={hrefFor} label="Search results pages" prefetch={false} />
    </div>
  );
}
