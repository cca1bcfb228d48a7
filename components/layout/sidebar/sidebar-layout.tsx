import type { ReactNode } from "react";
import type { SidebarProps } from "./sidebar";
import { MemberSidebar } from "./member-sidebar";
import styles from "./sidebar-layout.module.css";

/** A page area with the members' collapsible sidebar on its left (spec section 2, "Sidebar layouts"). */
export function SidebarLayout({ children, ...sidebar }: SidebarProps & { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <MemberSidebar {...sidebar} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
