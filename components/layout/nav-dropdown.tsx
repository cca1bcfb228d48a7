"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { CHEVRON_DOWN_PATH } from "@/components/icons/header-icon-paths";
import { SvgIcon } from "@/components/icons/svg-icon";
import type { MenuLink } from "@/lib/navigation/menus";
import styles from "./header.module.css";

/** A disclosure menu: opens on click or Enter/Space, closes on Escape, outside click or choosing a link. */
export function NavDropdown({ title, items, active }: { title: string; items: readonly MenuLink[]; active: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navLink} ${active ? styles.active : ""}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-current={active ? "page" : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
        <SvgIcon path={CHEVRON_DOWN_PATH} size={16} />
      </button>
      <ul id={menuId} className={styles.dropdownPanel} hidden={!open}>
        {items.map((item) => (
          <li key={item.link}>
            <Link href={item.link} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
