"use client";

export const DATABASE_UNAVAILABLE_TITLE = "The fund data is unavailable for a moment";

/** What app/error.tsx shows when the page failed because the database is not answering. */
export function DatabaseUnavailable({ reset }: { reset: () => void }) {
  return (
    <div className="container status-page" role="alert">
      <h1>{DATABASE_UNAVAILABLE_TITLE}</h1>
      <p>
        We cannot reach the fund database right now. Nothing is lost: please try again in a minute. The calculators and
        guides keep working meanwhile.
      </p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
