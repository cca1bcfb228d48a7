import type { ExternalToast } from "sonner";
import type { ReactNode } from "react";

export const TOAST_DURATION_MS = 5000;

export type ToastOptions = ExternalToast;

// sonner (about 9 kB gzipped) is fetched on the first toast, not with the page: a toast only ever answers
// something the visitor did, and the <Toaster /> outlet is fetched after hydration from the same module.
let sonner: Promise<typeof import("sonner")> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));

function show(kind: "success" | "info" | "error", message: ReactNode, options?: ToastOptions): void {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

/** The three toast kinds the product uses; all go to the single <Toaster />. */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show("success", message, options),
  info: (message: ReactNode, options?: ToastOptions) => show("info", message, options),
  error: (message: ReactNode, options?: ToastOptions) => show("error", message, options),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
};
