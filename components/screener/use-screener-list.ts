"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { loadScreenerList } from "@/components/data/endpoint-loaders/screener";
import { callLazily } from "@/components/data/lazy-call";
import type { ScreenerPage } from "@/lib/api/schemas/screener";
import { screenerApiQuery, type ScreenerState } from "@/lib/screener/screener-url-state";

/** Fetches wait this long after the last change. */
export const SCREENER_FETCH_DELAY_MS = 500;

export interface ScreenerListResult {
  page: ScreenerPage;
  /** The last list call failed: the list is empty and the pagination zero. */
  failed: boolean;
}

const emptyPage = (page: number): ScreenerPage => ({
  plans: [],
  page,
  page_size: 0,
  total_pages: 0,
  total: 0,
  sort_coverage: null,
});

/**
 * The screener's list: `schedule` asks for a state's page after the 500 ms delay (a newer call restarts
 * the delay and aborts the request in flight, whose answer is then ignored); `load` asks at once. Nothing
 * is sent until `ready` (the filters have loaded): the latest request waits and goes when it turns true.
 */
export function useScreenerList(initial: ScreenerPage | null, ready: boolean) {
  const [result, setResult] = useState<ScreenerListResult>({ page: initial ?? emptyPage(1), failed: false });
  const [busy, setBusy] = useState(initial === null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const waiting = useRef<ScreenerState | null>(null);
  const readyRef = useRef(ready);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const load = useCallback(
    async (state: ScreenerState) => {
      cancel();
      if (!readyRef.current) {
        waiting.current = state;
        setBusy(true);
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setBusy(true);
      try {
        const page = await callLazily(loadScreenerList, { query: screenerApiQuery(state), signal: controller.signal });
        if (!controller.signal.aborted) setResult({ page, failed: false });
      } catch {
        // An aborted request was replaced by a newer one: nothing to show, nothing to say.
        if (!controller.signal.aborted) setResult({ page: emptyPage(state.page), failed: true });
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setBusy(false);
        }
      }
    },
    [cancel],
  );

  /** Loads `state` after the delay; `onSend` runs just before the request goes (to write the address). */
  const schedule = useCallback(
    (state: ScreenerState, onSend?: () => void) => {
      cancel();
      setBusy(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        onSend?.();
        void load(state);
      }, SCREENER_FETCH_DELAY_MS);
    },
    [cancel, load],
  );

  useEffect(() => {
    readyRef.current = ready;
    if (ready && waiting.current) {
      const state = waiting.current;
      waiting.current = null;
      void load(state);
    }
  }, [ready, load]);

  useEffect(() => cancel, [cancel]);

  return { result, busy, schedule, load };
}
