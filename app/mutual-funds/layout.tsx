import type { ReactNode } from "react";
import { MutualFundsSidebarLayout } from "@/components/layout/sidebar/mutual-funds-sidebar-layout";

export default function Layout({ children }: { children: ReactNode }) {
  return <MutualFundsSidebarLayout>{children}</MutualFundsSidebarLayout>;
}
