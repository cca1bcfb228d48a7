"use client";

import { useEffect, useRef, useState } from "react";
import { loadRiskResults } from "@/components/data/endpoint-loaders/member-tools";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import type { Questionnaire } from "@/lib/risk-profile/questionnaire-schema";
import { scoreRiskProfile } from "@/lib/risk-profile/score-risk-profile";
import { takePendingAnswers } from "./pending-answers";
import { RiskQuestionnaire } from "./risk-questionnaire";
import { RiskResult } from "./risk-result";
import { saveRiskAnswers } from "./save-risk-answers";
import styles from "./risk-profile.module.css";

const NO_INPUT = {};

/** For members (/risk-profiling): the latest result, the history, and retaking (history is kept). */
export function MemberRiskProfile({ questionnaire }: { questionnaire: Questionnaire }) {
  const history = useEndpoint(loadRiskResults, NO_INPUT);
  const [taking, setTaking] = useState(false);
  const pendingChecked = useRef(false);

  // Answers given as a visitor before signing up are saved to the account once.
  useEffect(() => {
    if (pendingChecked.current) return;
    pendingChecked.current = true;
    const pending = takePendingAnswers();
    if (pending)
      void saveRiskAnswers(pending).then(async (ok) => {
        if (ok) await history.mutate();
      });
  }, [history]);

  if (history.isLoading) return <Spinner label="Loading your risk profile" />;
  if (history.error) return <p role="alert">Your risk profile could not be loaded. Please reload the page.</p>;

  const latest = history.data?.[0];
  const latestOutcome = latest ? scoreRiskProfile(questionnaire, latest.answers) : null;

  if (taking || !latest) {
    return (
      <RiskQuestionnaire
        questionnaire={questionnaire}
        onComplete={async (answers) => {
          if (await saveRiskAnswers(answers)) {
            setTaking(false);
            await history.mutate();
          }
        }}
      />
    );
  }

  return (
    <div className={styles.result}>
      <p>
        Taken on {formatDate(latest.taken_at.slice(0, 10))}.{" "}
        <Button variant="secondary" onClick={() => setTaking(true)}>
          Retake the questionnaire
        </Button>
      </p>
      {latestOutcome?.ok ? (
        <RiskResult result={latestOutcome.result} />
      ) : (
        <p>
          Your profile: <strong>{latest.profile}</strong> (score {latest.score} of {latest.max_score}). The
          questionnaire has changed since; retake it for a full breakdown.
        </p>
      )}
      <h2>Your earlier results</h2>
      {history.data && history.data.length > 1 ? (
        <ol className={styles.history} aria-label="Earlier results">
          {history.data.slice(1).map((result) => (
            <li key={result.id}>
              {formatDate(result.taken_at.slice(0, 10))}: {result.profile} (score {result.score} of {result.max_score})
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.note}>Each time you retake the questionnaire, the earlier result is kept here.</p>
      )}
    </div>
  );
}
