"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import type { PlanTool } from "@/lib/api/schemas/member-tools";

export interface SavedVersion<T> {
  data: T;
  saved_at: string;
}

/** What the API keeps of one plan tool for a member: the latest save and the earlier ones, newest first. */
export interface SavedVersions<T> {
  latest: SavedVersion<T> | null;
  history: readonly SavedVersion<T>[];
}

export interface SavedPlan<T> {
  tool: PlanTool;
  member: boolean;
  latest: SavedVersion<T> | null;
  history: readonly SavedVersion<T>[];
  /** Called by the members' save bar, which loads the saves (and the data cache's code) for members only. */
  receive: (versions: SavedVersions<T>) => void;
}

/**
 * A plan tool's saved values for a member: `onLoaded` receives the latest save once (to fill the form).
 * Visitors can use the tools; only saving needs an account, so the loading and saving live in the
 * members' part of SaveBar and stay out of the page's first-load JavaScript.
 */
export function useSavedPlan<T>(tool: PlanTool, onLoaded: (data: T) => void): SavedPlan<T> {
  const member = useHasStoredToken();
  const [versions, setVersions] = useState<SavedVersions<T>>({ latest: null, history: [] });
  const filled = useRef(false);
  const { latest, history } = versions;

  useEffect(() => {
    if (filled.current || !latest) return;
    filled.current = true;
    onLoaded(latest.data);
  }, [latest, onLoaded]);

  const receive = useCallback((next: SavedVersions<T>) => setVersions(next), []);
  return { tool, member, latest, history, receive };
}
