"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { WATCHLIST_TOASTS } from "@/lib/watchlists/bulk-add-messages";
import { useSavedSchemeCodes } from "./use-saved-scheme-codes";
import styles from "./watchlists.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// The dialog's code (and the watchlists' schemas) load on the first click.
const AddToWatchlistDialog = deferred(() => import("./add-to-watchlist-dialog"), "AddToWatchlistDialog");

export interface WatchlistStarProps {
  schemeCode: number;
  fundName: string;
}

/** A member's star for one fund: filled when the fund is in any of their watchlists; opens the dialog. */
export function WatchlistStar({ schemeCode, fundName }: WatchlistStarProps) {
  const { codes, reload, markSaved } = useSavedSchemeCodes();
  const [open, setOpen] = useState(false);
  const saved = codes.has(schemeCode);
  return (
    <>
      <button
        type="button"
        className={styles.star}
        aria-pressed={saved}
        aria-label={saved ? `${fundName} is in your watchlist` : `Add ${fundName} to a watchlist`}
        title={saved ? "Saved in your watchlist" : "Add to watchlist"}
        data-saved={saved}
        onClick={() => (saved ? toast.info(WATCHLIST_TOASTS.alreadySaved) : setOpen(true))}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
            fill={saved ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open && (
        <Deferred>
          <AddToWatchlistDialog
            schemeCode={schemeCode}
            fundName={fundName}
            onClose={() => setOpen(false)}
            onSaved={(added) => void (added ? markSaved(schemeCode) : reload())}
          />
        </Deferred>
      )}
    </>
  );
}
