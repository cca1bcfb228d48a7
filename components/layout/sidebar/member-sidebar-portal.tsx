"use client";

import { useMemo, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Sidebar } from "./sidebar";
import { readSidebarSlot, SIDEBAR_SLOT_ATTRIBUTE } from "./sidebar-slot";

const SELECTOR = `[${SIDEBAR_SLOT_ATTRIBUTE}]`;

// The slot comes and goes as the member moves between layouts, so the DOM is watched rather than the path:
// an effect on the path would run before a new layout's slot is in the document in some transitions.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const findSlot = () => document.querySelector(SELECTOR);

/** Draws the members' sidebar into the page's sidebar slot, when the page has one. */
export function MemberSidebarPortal() {
  const slot = useSyncExternalStore(subscribe, findSlot, () => null);
  const props = useMemo(() => (slot ? readSidebarSlot(slot) : null), [slot]);
  if (!slot || !props) return null;
  return createPortal(<Sidebar {...props} />, slot);
}
