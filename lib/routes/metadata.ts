import type { Metadata } from "next";
import type { AppRoute } from "@/lib/routes/route-table";

export function metadataFor(route: AppRoute, title: string = route.title): Metadata {
  return {
    title,
    description: route.summary,
    robots: route.access === "public" ? undefined : { index: false, follow: false },
  };
}
