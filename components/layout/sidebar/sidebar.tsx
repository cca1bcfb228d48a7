"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type FocusEvent } from "react";
import { Icon } from "@/components/icons/icon";
import { isSidebarItemActive, type SidebarItem } from "@/lib/navigation/sidebar-menus";
import styles from "./sidebar.module.css";

export interface SidebarProps {
  label: string;
  items: readonly SidebarItem[];
  /** Entries without links, listed as not yet available. */
  unlinked?: readonly string[];
}

/** The collapsible members' sidebar: it expands while the pointer is over it (or focus is inside it). */
export function Sidebar({ label, items, unlinked = [] }: SidebarProps) {
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);

  function leaveFocus(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
  }

  return (
    <nav
      aria-label={label}
      className={styles.panel}
      data-expanded={expanded}
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={leaveFocus}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const active = isSidebarItemActive(item, pathname);
          return (
            <li key={item.title}>
              <Link
                href={item.link}
                className={`${styles.link} ${active ? styles.active : ""}`}
                aria-current={pathname === item.link ? "page" : undefined}
                data-active={active}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={item.icon} />
                </span>
                <span className={styles.text}>{item.title}</span>
              </Link>
              {item.subItems ? (
                <ul className={styles.subList}>
                  {item.subItems.map((sub) => (
                    <li key={sub.title}>
                      <Link href={sub.link} className={styles.subLink} tabIndex={expanded ? undefined : -1}>
                        {sub.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {unlinked.length > 0 ? (
        <>
          <p className={styles.heading}>Coming soon</p>
          <ul className={styles.unlinkedList}>
            {unlinked.map((title) => (
              <li key={title} className={styles.unlinked}>
                <span className={styles.text}>{title}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
