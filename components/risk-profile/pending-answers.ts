"use client";

import type { Answers } from "@/lib/risk-profile/score-risk-profile";

// A visitor's answers wait here until they sign up; /risk-profiling saves them to the account and clears them.
const KEY = "fundlens:pending-risk-answers";

export function keepPendingAnswers(answers: Answers): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Storage disabled: the visitor can take the questionnaire again after signing up.
  }
}

export function takePendingAnswers(): Answers | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}
