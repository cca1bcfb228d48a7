"use client";

import { UnexpectedError } from "@/components/layout/unexpected-error";

// Replaces the root layout when the layout itself fails, so it renders its own html and body.
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <UnexpectedError {...props} />
      </body>
    </html>
  );
}
