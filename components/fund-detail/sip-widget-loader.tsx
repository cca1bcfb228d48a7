"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/after-hydration";
import { Spinner } from "@/components/ui/spinner";
import type { SipBacktestWidgetProps } from "./sip-backtest-widget";

// Its own chunk, fetched after hydration: the form fields, the calendar, the calculator engine and the API
// client are no part of the fund page's first load.
const SipBacktestWidget = lazy(() => import("./sip-backtest-widget").then((m) => ({ default: m.SipBacktestWidget })));

function Loading() {
  return <Spinner label="Loading the SIP calculator…" />;
}

export function SipWidgetLoader(props: SipBacktestWidgetProps) {
  return (
    <AfterHydration fallback={<Loading />}>
      <SipBacktestWidget {...props} />
    </AfterHydration>
  );
}
