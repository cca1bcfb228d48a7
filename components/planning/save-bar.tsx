"use client";

import Link from "next/link";
import type { SavedPlan } from "./use-saved-plan";
import styles from "./planning.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// Members only: saving, and the saved values it loads through the data cache, are fetched after hydration.
// (The cast keeps the component's generic props, which React.lazy's type drops.)
const MemberSaveBar = deferred(
  () => import("./member-save-bar"),
  "MemberSaveBar",
) as unknown as typeof import("./member-save-bar").MemberSaveBar;

/** Save for members (with when it was last saved); a log-in link for visitors. */
export function SaveBar<T>({ plan, values, disabled }: { plan: SavedPlan<T>; values: T; disabled?: boolean }) {
  if (!plan.member) {
    return (
      <p className={styles.saveBar}>
        <Link href="/login?next=/goal-planning">Log in</Link> or <Link href="/signup?next=/goal-planning">sign up</Link>{" "}
        to save these figures and see them on any device.
      </p>
    );
  }
  return (
    <Deferred fallback={<div className={`${styles.saveBar} ${styles.saveBarPending}`} />}>
      <MemberSaveBar plan={plan} values={values} disabled={disabled} />
    </Deferred>
  );
}
