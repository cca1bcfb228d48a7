"use client";

import { Deferred, deferred } from "@/components/deferred/deferred";
// The lazy panels' fields are in the server HTML, so their shared field styles must be in this page's
// stylesheets, which only a static import puts there (e2e/server-html-styles.spec.ts checks every public page).
import "@/components/ui/field.module.css";

const EmergencyFundPanel = deferred(() => import("./emergency-fund-panel"), "EmergencyFundPanel");

/**
 * The emergency fund tool where a content page shows it far down (the features page): its server HTML stays
 * on screen and its code loads after hydration, out of that page's first load.
 */
export function LazyEmergencyFundPanel() {
  return (
    <Deferred>
      <EmergencyFundPanel />
    </Deferred>
  );
}
