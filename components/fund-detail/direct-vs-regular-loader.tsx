"use client";

import { Deferred, deferred } from "@/components/deferred/deferred";
import { Spinner } from "@/components/ui/spinner";
import type { DirectVsRegularWidgetProps } from "./direct-vs-regular-widget";

// Its own chunk, fetched after hydration (like the SIP calculator): the number field and the cost table are no
// part of the fund page's first load.
const DirectVsRegularWidget = deferred(() => import("./direct-vs-regular-widget"), "DirectVsRegularWidget");

export function DirectVsRegularLoader(props: DirectVsRegularWidgetProps) {
  return (
    <Deferred afterHydration fallback={<Spinner label="Loading the Direct vs Regular calculator…" />}>
      <DirectVsRegularWidget {...props} />
    </Deferred>
  );
}
