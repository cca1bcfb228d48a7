"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { SWR_OPTIONS } from "@/components/data/swr-options";

/** Client data settings for every SWR hook below it (spec section 9). */
export function ApiDataProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={SWR_OPTIONS}>{children}</SWRConfig>;
}
