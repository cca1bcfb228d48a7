"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Icon } from "@/components/icons/icon";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { isActiveItem, type MenuItem } from "@/lib/navigation/menus";
import styles from "./header.module.css";
import menu from "./mobile-menu.module.css";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  pathname: string;
  loggedIn: boolean;
}

/** The slide-in menu on small screens: the same items as the desktop header, grouped. */
export function MobileMenu({ open, onClose, items, pathname, loggedIn }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKeyDown);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
    };
  }, [open, onClose]);

  return (
    <div className={menu.mobileLayer} hidden={!open}>
      <div className={menu.backdrop} onClick={onClose} aria-hidden="true" />
      <nav id="mobile-menu" className={menu.mobilePanel} aria-label="Main menu">
        <button ref={closeRef} type="button" className={styles.iconButton} aria-label="Close menu" onClick={onClose}>
          <Icon name="close" />
        </button>
        <ul className={menu.mobileList}>
          {items.map((item) => (
            <li key={item.title}>
              {item.link ? (
                <Link
                  href={item.link}
                  onClick={onClose}
                  className={`${menu.mobileLink} ${isActiveItem(item, pathname) ? styles.active : ""}`}
                  aria-current={isActiveItem(item, pathname) ? "page" : undefined}
                >
                  {item.title}
                </Link>
              ) : (
                <>
                  <span className={`${menu.mobileGroup} ${isActiveItem(item, pathname) ? styles.active : ""}`}>
                    {item.title}
                  </span>
                  <ul>
                    {item.subItems?.map((sub) => (
                      <li key={sub.link}>
                        <Link href={sub.link} onClick={onClose} className={menu.mobileSubLink}>
                          {sub.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
        {loggedIn ? (
          <SignOutButton className={styles.iconButton} />
        ) : (
          <div className={menu.mobileActions}>
            <Link href="/signup" className={styles.primaryButton} onClick={onClose}>
              Sign Up
            </Link>
            <Link href="/login" className={styles.secondaryButton} onClick={onClose}>
              Login
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
