import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { expectedReturnPct } from "@/lib/planning/expected-return";
import type { ProfileName } from "@/lib/risk-profile/questionnaire-schema";

/** The goal planner's default expected return for each risk profile, from the profile's suggested allocation. */
export const RISK_PROFILE_RETURNS = Object.fromEntries(
  RISK_QUESTIONNAIRE.profiles.map((p) => [p.name, expectedReturnPct(p.allocation)]),
) as Record<ProfileName, number>;
