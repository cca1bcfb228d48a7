"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import styles from "./planning.module.css";

/** Save for members (with when it was last saved); a log-in link for visitors. */
export function SaveBar({ member, saving, savedAt, onSave, disabled }: { member: boolean; saving: boolean; savedAt: string | null; onSave: () => void; disabled?: boolean }) {
  if (!member) {
    return (
      <p className={styles.saveBar}>
        <Link href="/login?next=/goal-planning">Log in</Link> or <Link href="/signup?next=/goal-planning">sign up</Link> to save these figures and see them on any device.
      </p>
    );
  }
  return (
    <div className={styles.saveBar}>
      <Button onClick={onSave} loading={saving} disabled={disabled}>
        Save
      </Button>
      <span className={styles.muted}>{savedAt ? `Last saved ${formatDate(savedAt.slice(0, 10))}` : "Not saved yet"}</span>
    </div>
  );
}
