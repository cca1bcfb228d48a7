import type { ReactNode } from "react";
import { ToolsSidebarLayout } from "@/components/layout/sidebar/tools-sidebar-layout";

export default function Layout({ children }: { children: ReactNode }) {
  return <ToolsSidebarLayout>{children}</ToolsSidebarLayout>;
}
