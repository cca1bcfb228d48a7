"use client";

import { useEffect } from "react";

export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";

export function UnexpectedError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container status-page" role="alert">
      <h1>{UNEXPECTED_ERROR_TITLE}</h1>
      <p>
        Something went wrong while showing this page. Please try again; if it keeps happening, tell us through the
        contact page.
      </p>
      {error.digest ? <p>Reference: {error.digest}</p> : null}
      <button type="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
