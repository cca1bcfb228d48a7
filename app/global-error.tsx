"use client";

import ErrorPage from "./error";

// Replaces the root layout when the layout itself fails, so it renders its own html and body around the page's
// error view.
export default function GlobalError(props: Parameters<typeof ErrorPage>[0]) {
  return (
    <html lang="en-IN">
      <body>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
