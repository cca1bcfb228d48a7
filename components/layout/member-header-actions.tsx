"use client";

import Link from "next/link";
import { Icon } from "@/components/icons/icon";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { NotificationsButton } from "@/components/layout/notifications-button";
import { MemberSidebarPortal } from "@/components/layout/sidebar/member-sidebar-portal";
import { LOGGED_IN_MOBILE_SHORTCUTS } from "@/lib/navigation/menus";
import styles from "./header.module.css";

/** The header's member-only actions (phone shortcuts, notifications, sign-out) and the page's sidebar. */
export function MemberHeaderActions() {
  return (
    <>
      <span className={styles.mobileOnly}>
        {LOGGED_IN_MOBILE_SHORTCUTS.map((shortcut) => (
          <Link key={shortcut.link} href={shortcut.link} className={styles.iconButton} aria-label={shortcut.title}>
            <Icon name={shortcut.icon} />
          </Link>
        ))}
        <NotificationsButton />
      </span>
      <SignOutButton className={`${styles.iconButton} ${styles.desktopOnly}`} />
      <MemberSidebarPortal />
    </>
  );
}
