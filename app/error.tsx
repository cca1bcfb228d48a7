"use client";

import { DatabaseUnavailable } from "@/components/layout/database-unavailable";
import { UnexpectedError } from "@/components/layout/unexpected-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/database-unavailable";

// Next.js keeps a thrown error's own digest: a database outage gets its own, friendlier page.
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return props.error.digest === DATABASE_UNAVAILABLE_DIGEST ? (
    <DatabaseUnavailable reset={props.reset} />
  ) : (
    <UnexpectedError {...props} />
  );
}
