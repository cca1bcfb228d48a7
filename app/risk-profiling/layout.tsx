import type { ReactNode } from "react";
import { ProtectedArea } from "@/components/auth/protected-area";
import { ToolsSidebarLayout } from "@/components/layout/sidebar/tools-sidebar-layout";

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ToolsSidebarLayout>
      <ProtectedArea>{children}</ProtectedArea>
    </ToolsSidebarLayout>
  );
}
