"use client";

import { lazy, Suspense } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import type { SidebarProps } from "./sidebar";
import styles from "./sidebar-layout.module.css";

// Fetched only for members (spec: the sidebar shows only when a token is stored), after hydration.
const Sidebar = lazy(() => import("./sidebar").then((m) => ({ default: m.Sidebar })));

/** The sidebar's slot: empty for visitors; on narrow windows CSS hides it (desktop only). */
export function MemberSidebar(props: SidebarProps) {
  const member = useHasStoredToken();
  if (!member) return null;
  return (
    <div className={styles.rail} data-testid="member-sidebar">
      <Suspense fallback={null}>
        <Sidebar {...props} />
      </Suspense>
    </div>
  );
}
