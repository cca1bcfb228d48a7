"use client";

import { useEffect, useMemo } from "react";
import { loadSavedSchemeCodes } from "@/components/data/endpoint-loaders/watchlists";
import { useEndpoint } from "@/components/data/use-endpoint";
import { toast } from "@/components/ui/toast";
import { WATCHLIST_TOASTS } from "@/lib/watchlists/bulk-add-messages";

const NO_INPUT = {};

/** Every scheme code the member has saved, shared by all stars on the page (one request). */
export function useSavedSchemeCodes() {
  const { data, error, mutate, isLoading } = useEndpoint(loadSavedSchemeCodes, NO_INPUT);
  useEffect(() => {
    // One toast however many stars saw the failure (sonner replaces a toast with the same id).
    if (error) toast.error(WATCHLIST_TOASTS.itemsFailed, { id: "watchlist-items-failed" });
  }, [error]);
  const codes = useMemo(() => new Set(data?.scheme_codes ?? []), [data]);
  return {
    codes,
    loading: isLoading,
    reload: () => mutate(),
    /**
     * After the server confirmed a save: the fund shows as saved at once, then the codes reload. Waiting for that
     * reload alone left every star showing the old state for as long as it took, and for good when it failed.
     */
    markSaved: (code: number) =>
      mutate((current) => ({ scheme_codes: [...new Set([...(current?.scheme_codes ?? []), code])] }), {
        revalidate: true,
      }),
  };
}
