import type { ReactNode } from "react";
import { ProtectedArea } from "@/components/auth/protected-area";

export default function Layout({ children }: { children: ReactNode }) {
  return <ProtectedArea>{children}</ProtectedArea>;
}
