import raw from "@/content/risk-profile.json";
import { questionnaireSchema, type Questionnaire } from "@/lib/risk-profile/questionnaire-schema";

/** The risk questionnaire from content/risk-profile.json, validated when the module loads (a broken file fails the build). */
export const RISK_QUESTIONNAIRE: Questionnaire = questionnaireSchema.parse(raw);
