"use client";

import { useEffect, useState } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { loadPlan, loadSavePlan } from "@/components/data/endpoint-loaders/member-tools";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format";
import type { SavedPlan, SavedVersions } from "./use-saved-plan";
import styles from "./planning.module.css";

const NO_INPUT = {};

/** A member's save button and last-saved date; it also hands the saved versions to the tool's form. */
export function MemberSaveBar<T>({ plan, values, disabled }: { plan: SavedPlan<T>; values: T; disabled?: boolean }) {
  const saved = useEndpoint(loadPlan[plan.tool], NO_INPUT);
  const [saving, setSaving] = useState(false);
  const { receive } = plan;
  const data = saved.data as SavedVersions<T> | undefined;

  useEffect(() => {
    if (data) receive(data);
  }, [data, receive]);

  async function save(): Promise<void> {
    setSaving(true);
    try {
      await callLazily(loadSavePlan[plan.tool], { body: values });
      toast.success("Saved to your account.");
      await saved.mutate();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "Could not save. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  const savedAt = plan.latest?.saved_at ?? null;
  return (
    <div className={styles.saveBar}>
      <Button onClick={() => void save()} loading={saving} disabled={disabled}>
        Save
      </Button>
      <span className={styles.muted}>
        {savedAt ? `Last saved ${formatDate(savedAt.slice(0, 10))}` : "Not saved yet"}
      </span>
    </div>
  );
}
