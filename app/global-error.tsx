"use client";

import ErrorPage from "./error";

// Replaces the root layout when the layout itself fails, so it renders its own html and body around the page's
// error view. The global styles do not reach it, and a stylesheet of its own would be preloaded, unused, on every
// page: its one style is inline.
export default function GlobalError(props: Parameters<typeof ErrorPage>[0]) {
  return (
    <html lang="en-IN">
      <body style={{ padding: "40px 16px" }}>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
