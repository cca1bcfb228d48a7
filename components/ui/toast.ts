import { toast as sonnerToast, type ExternalToast } from "sonner";
import type { ReactNode } from "react";

export const TOAST_DURATION_MS = 5000;

export type ToastOptions = ExternalToast;

/** The three toast kinds the product uses; all go to the single <Toaster />. */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => sonnerToast.success(message, options),
  info: (message: ReactNode, options?: ToastOptions) => sonnerToast.info(message, options),
  error: (message: ReactNode, options?: ToastOptions) => sonnerToast.error(message, options),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
