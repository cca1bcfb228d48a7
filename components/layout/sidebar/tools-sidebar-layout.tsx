import type { ReactNode } from "react";
import { CALCULATOR_CATALOGUE } from "@/lib/content/calculators";
import { toolsSidebar } from "@/lib/navigation/sidebar-menus";
import { SidebarLayout } from "./sidebar-layout";

// Built on the server: the calculator catalogue (and zod, which checks it) stays out of the browser.
const TOOLS_ITEMS = toolsSidebar(CALCULATOR_CATALOGUE.map(({ title, path }) => ({ title, link: path })));

export function ToolsSidebarLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout label="Tools" items={TOOLS_ITEMS}>
      {children}
    </SidebarLayout>
  );
}
