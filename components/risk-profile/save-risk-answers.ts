"use client";

import { callLazily } from "@/components/data/lazy-call";
import { loadSaveRiskResult } from "@/components/data/endpoint-loaders/member-tools";
import { toast } from "@/components/ui/toast";
import type { Answers } from "@/lib/risk-profile/score-risk-profile";

const SAVED = "Your risk profile is saved.";
const SAVE_FAILED = "Your risk profile could not be saved. Please try again.";

/** Keeps a completed questionnaire in the member's history (the server scores it again); true when saved. */
export async function saveRiskAnswers(answers: Answers): Promise<boolean> {
  try {
    await callLazily(loadSaveRiskResult, { body: { answers } });
    toast.success(SAVED);
    return true;
  } catch (error) {
    toast.error(error instanceof Error && error.message ? error.message : SAVE_FAILED);
    return false;
  }
}
