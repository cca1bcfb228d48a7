"use client";

import { Spinner } from "@/components/ui/spinner";
import type { SipBacktestWidgetProps } from "./sip-backtest-widget";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Its own chunk, fetched after hydration: the form fields, the calendar, the calculator engine and the API
// client are no part of the fund page's first load.
const SipBacktestWidget = deferred(() => import("./sip-backtest-widget"), "SipBacktestWidget");

function Loading() {
  return <Spinner label="Loading the SIP calculator…" />;
}

export function SipWidgetLoader(props: SipBacktestWidgetProps) {
  return (
    <Deferred afterHydration fallback={<Loading />}>
      <SipBacktestWidget {...props} />
    </Deferred>
  );
}
