import Link from "next/link";
import type { ReactNode } from "react";
import { methodologyHref, type MethodologySection } from "@/lib/content/methodology-anchors";

/** A metric's label, linked to the methodology section that says how the figure is computed. */
export function MethodologyLink({ section, children }: { section: MethodologySection; children: ReactNode }) {
  return <Link href={methodologyHref(section)}>{children}</Link>;
}
