import type { ReactNode } from "react";
import type { SidebarProps } from "./sidebar";
import { SIDEBAR_SLOT_ATTRIBUTE, sidebarSlotData } from "./sidebar-slot";
import styles from "./sidebar-layout.module.css";

/**
 * A page area with the members' collapsible sidebar on its left. The slot
 * is empty, and so takes no room, for visitors; for members the header's member part draws the sidebar in it.
 */
export function SidebarLayout({ children, ...sidebar }: SidebarProps & { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.rail} {...{ [SIDEBAR_SLOT_ATTRIBUTE]: sidebarSlotData(sidebar) }} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
