"use client";

import { Suspense, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import styles from "./fund-tabs.module.css";

export interface FundTab {
  /** Also the URL fragment that opens the tab (#performance). */
  id: string;
  label: string;
  content: ReactNode;
}

// Choosing a tab writes the fragment with replaceState, which fires no hashchange: this event stands in.
const TAB_EVENT = "fundlens:tab";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener(TAB_EVENT, onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener(TAB_EVENT, onChange);
  };
}

const currentFragment = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * The fund page's tabs (WAI-ARIA tabs pattern, automatic activation): every panel is server-rendered HTML,
 * this only shows one. The selected tab is the URL fragment, so a tab can be linked to and survives a reload
 * (another fragment, such as the skip link's #main, leaves the last tab selected). Left/Right arrows move
 * between tabs (wrapping), Home and End go to the first and last.
 */
export function FundTabs({ tabs, label }: { tabs: readonly FundTab[]; label: string }) {
  const fragment = useSyncExternalStore(subscribe, currentFragment, () => "");
  const [lastTab, setLastTab] = useState(tabs[0]?.id);
  const fromFragment = tabs.find((tab) => tab.id === fragment)?.id;
  if (fromFragment !== undefined && fromFragment !== lastTab) setLastTab(fromFragment);
  const selected = fromFragment ?? lastTab;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The panels change only with the selected tab. Any other render (the one that reads the fragment once the page
  // has hydrated) hands React the same elements, so a lazy panel whose code is still loading keeps its server
  // HTML rather than being switched to its empty fallback.
  const panels = useMemo(
    () =>
      tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-tab`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {/* Each panel its own Suspense boundary: React hydrates server-rendered boundaries one at a time at
              idle priority, yielding between them, instead of the six panels in one long task. */}
          <Suspense fallback={null}>{tab.content}</Suspense>
        </div>
      )),
    [tabs, selected],
  );

  function select(index: number, focus: boolean) {
    const tab = tabs[index];
    if (!tab) return;
    window.history.replaceState(window.history.state, "", `#${encodeURIComponent(tab.id)}`);
    window.dispatchEvent(new Event(TAB_EVENT));
    if (focus) buttons.current[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels}
    </div>
  );
}
