"use client";

import Link from "next/link";
import { useState } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { Button } from "@/components/ui/button";
import buttonStyles from "@/components/ui/button.module.css";
import type { Questionnaire } from "@/lib/risk-profile/questionnaire-schema";
import { scoreRiskProfile, type Answers } from "@/lib/risk-profile/score-risk-profile";
import { keepPendingAnswers } from "./pending-answers";
import { RiskQuestionnaire } from "./risk-questionnaire";
import { RiskResult } from "./risk-result";
import { saveRiskAnswers } from "./save-risk-answers";
import styles from "./risk-profile.module.css";

/** For visitors (on /): take the questionnaire, see the result, and sign up to keep it. */
export function VisitorRiskProfile({ questionnaire }: { questionnaire: Questionnaire }) {
  const member = useHasStoredToken();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saved, setSaved] = useState(false);
  const outcome = answers ? scoreRiskProfile(questionnaire, answers) : null;

  async function complete(done: Answers) {
    setAnswers(done);
    if (member) setSaved(await saveRiskAnswers(done));
    else keepPendingAnswers(done);
  }

  if (!outcome?.ok) return <RiskQuestionnaire questionnaire={questionnaire} onComplete={complete} />;
  return (
    <div className={styles.result}>
      <RiskResult result={outcome.result} />
      {member ? (
        <p>{saved ? <Link href="/risk-profiling">See your risk profile history</Link> : null}</p>
      ) : (
        <div className={styles.actions}>
          <Link
            href="/signup?next=/risk-profiling"
            className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.md}`}
          >
            Sign up to save this result
          </Link>
          <span>
            Already a member? <Link href="/login?next=/risk-profiling">Log in</Link> and it is saved to your account.
          </span>
        </div>
      )}
      <Button variant="secondary" onClick={() => setAnswers(null)}>
        Take it again
      </Button>
    </div>
  );
}
