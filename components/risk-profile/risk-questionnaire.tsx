"use client";

import { useId, useRef, useState } from "react";
import { useChosenBeforeLive } from "@/components/deferred/use-before-live";
import { Button } from "@/components/ui/button";
import type { Questionnaire } from "@/lib/risk-profile/questionnaire-schema";
import type { Answers } from "@/lib/risk-profile/score-risk-profile";
import styles from "./risk-profile.module.css";

export interface RiskQuestionnaireProps {
  questionnaire: Questionnaire;
  initialAnswers?: Answers;
  onComplete: (answers: Answers) => void;
}

/** One question per step, with progress, Back and Next; the answers so far are kept when going back. */
export function RiskQuestionnaire({ questionnaire, initialAnswers = {}, onComplete }: RiskQuestionnaireProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const headingRef = useRef<HTMLLegendElement>(null);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const baseId = useId();
  const total = questionnaire.questions.length;
  const question = questionnaire.questions[step]!;
  const chosen = answers[question.id];
  const last = step === total - 1;
  // An answer clicked in the server's page before it hydrated: taken, as the page shows it (and Next goes live).
  useChosenBeforeLive(questionRef, chosen, (value) => setAnswers((current) => ({ ...current, [question.id]: value })));

  function go(next: number) {
    setStep(next);
    // Move focus to the new question so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  return (
    <form
      className={styles.questionnaire}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        if (last) onComplete(answers);
        else go(step + 1);
      }}
    >
      <p className={styles.progressText} id={`${baseId}-progress`}>
        Question {step + 1} of {total} · {question.topic}
      </p>
      <progress className={styles.progress} max={total} value={step + 1} aria-labelledby={`${baseId}-progress`} />
      <fieldset ref={questionRef} className={styles.question}>
        <legend ref={headingRef} tabIndex={-1} className={styles.questionText}>
          {question.text}
        </legend>
        {question.options.map((option) => (
          <label key={option.id} className={styles.option} data-chosen={chosen === option.id}>
            <input
              type="radio"
              name={question.id}
              value={option.id}
              checked={chosen === option.id}
              onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.id }))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.stepActions}>
        <Button variant="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
          Back
        </Button>
        <Button type="submit" disabled={!chosen}>
          {last ? "See my risk profile" : "Next"}
        </Button>
      </div>
    </form>
  );
}
