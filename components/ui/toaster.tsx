"use client";

import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from "sonner";
import { TOAST_DURATION_MS } from "./toast";

export type ToasterProps = Omit<SonnerToasterProps, "position" | "theme" | "duration">;

/** App-wide toast outlet: top-right, dark theme, 5000 ms. Mount once in the root layout. */
export function Toaster(props: ToasterProps) {
  return <SonnerToaster {...props} position="top-right" theme="dark" duration={TOAST_DURATION_MS} />;
}
