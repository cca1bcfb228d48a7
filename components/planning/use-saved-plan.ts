"use client";

import { useEffect, useRef, useState } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { callLazily } from "@/components/data/lazy-call";
import { loadPlan, loadSavePlan } from "@/components/data/endpoint-loaders";
import { useEndpoint } from "@/components/data/use-endpoint";
import { toast } from "@/components/ui/toast";
import type { PlanTool } from "@/lib/api/schemas/member-tools";

const NO_INPUT = {};

/**
 * A plan tool's saved values for a member: `onLoaded` receives the latest save once (to fill the form),
 * `save` keeps a new version. Visitors can use the tools; only saving needs an account.
 */
export function useSavedPlan<T>(tool: PlanTool, onLoaded: (data: T) => void) {
  const member = useHasStoredToken();
  const saved = useEndpoint(loadPlan[tool], member ? NO_INPUT : null);
  const [saving, setSaving] = useState(false);
  const filled = useRef(false);
  const latest = saved.data?.latest as { data: T; saved_at: string } | null | undefined;

  useEffect(() => {
    if (filled.current || !latest) return;
    filled.current = true;
    onLoaded(latest.data);
  }, [latest, onLoaded]);

  async function save(data: T): Promise<void> {
    setSaving(true);
    try {
      await callLazily(loadSavePlan[tool], { body: data });
      toast.success("Saved to your account.");
      await saved.mutate();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : "Could not save. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  return {
    member,
    saving,
    save,
    latest: latest ?? null,
    savedAt: latest?.saved_at ?? null,
    history: (saved.data?.history ?? []) as { data: T; saved_at: string }[],
  };
}
