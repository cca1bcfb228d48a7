import type { ReactNode } from "react";
import { MUTUAL_FUNDS_SIDEBAR, UNLINKED_SIDEBAR_ITEMS } from "@/lib/navigation/sidebar-menus";
import { SidebarLayout } from "./sidebar-layout";

export function MutualFundsSidebarLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout label="Mutual funds" items={MUTUAL_FUNDS_SIDEBAR} unlinked={UNLINKED_SIDEBAR_ITEMS}>
      {children}
    </SidebarLayout>
  );
}
