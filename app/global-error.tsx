"use client";

import { DatabaseUnavailable } from "@/components/layout/database-unavailable";
import { UnexpectedError } from "@/components/layout/unexpected-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/database-unavailable";

// Replaces the root layout when the layout itself fails, so it renders its own html and body.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        {props.error.digest === DATABASE_UNAVAILABLE_DIGEST ? (
          <DatabaseUnavailable reset={props.reset} />
        ) : (
          <UnexpectedError {...props} />
        )}
      </body>
    </html>
  );
}
