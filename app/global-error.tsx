"use client";

import { DatabaseUnavailable } from "@/components/layout/database-unavailable";
import { UnexpectedError } from "@/components/layout/unexpected-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/database-unavailable";

// Replaces the root layout when the layout itself fails, so it renders its own html and body. The global styles
// do not reach it, and a stylesheet of its own would be preloaded, unused, on every page: its one style is inline.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body style={{ padding: "40px 16px" }}>
        {props.error.digest === DATABASE_UNAVAILABLE_DIGEST ? (
          <DatabaseUnavailable reset={props.reset} />
        ) : (
          <UnexpectedError {...props} />
        )}
      </body>
    </html>
  );
}
