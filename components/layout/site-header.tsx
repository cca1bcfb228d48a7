"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";
import { MENU_PATH } from "@/components/icons/header-icon-paths";
import { SvgIcon } from "@/components/icons/svg-icon";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { NavDropdown } from "@/components/layout/nav-dropdown";
import { LOGGED_IN_MENU, LOGGED_OUT_MENU, isActiveItem } from "@/lib/navigation/menus";
import { PATHS_WITHOUT_NAVIGATION } from "@/lib/routes/route-table";
import styles from "./header.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Neither is in the server HTML (the menu is closed, and who is a member is only known in the browser), so
// both are fetched after hydration and stay out of every page's first-load JavaScript.
const MobileMenu = deferred(() => import("./mobile-menu"), "MobileMenu");
const MemberHeaderActions = deferred(() => import("./member-header-actions"), "MemberHeaderActions");

export function SiteHeader({ brand }: { brand: string }) {
  const pathname = usePathname();
  const loggedIn = useHasStoredToken();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (PATHS_WITHOUT_NAVIGATION.includes(pathname)) return null;
  const items = loggedIn ? LOGGED_IN_MENU : LOGGED_OUT_MENU;

  return (
    <header className={styles.header} data-variant={loggedIn ? "member" : "visitor"}>
      <div className={`container ${styles.bar}`}>
        <Link href={loggedIn ? "/dashboard" : "/"} className={styles.brand}>
          {brand}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {items.map((item) => {
              const active = isActiveItem(item, pathname);
              return (
                <li key={item.title}>
                  {item.subItems ? (
                    <NavDropdown title={item.title} items={item.subItems} active={active} />
                  ) : (
                    <Link
                      href={item.link ?? "/"}
                      className={`${styles.navLink} ${active ? styles.active : ""}`}
                      aria-current={active ? "page" : undefined}
                    >
                      {item.title}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          {loggedIn ? (
            <Deferred>
              <MemberHeaderActions />
            </Deferred>
          ) : (
            <span className={styles.desktopOnly}>
              <Link href="/signup" className={styles.primaryButton}>
                Sign Up
              </Link>
              <Link href="/login" className={styles.secondaryButton}>
                Login
              </Link>
            </span>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <SvgIcon path={MENU_PATH} />
          </button>
        </div>
      </div>
      <Deferred afterHydration>
        <MobileMenu open={menuOpen} onClose={closeMenu} items={items} pathname={pathname} loggedIn={loggedIn} />
      </Deferred>
    </header>
  );
}
