"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { validateDraft } from "@/lib/calculators/field-rules";
import { CalculatorField } from "./calculator-field";
import { LazyCalculatorResults } from "./lazy-calculator-results";
import type { CalculatorDefinition, Draft } from "./calculator-types";
import styles from "./calculators.module.css";

export const FIX_FIELDS_MESSAGE = "Correct the highlighted fields to see the result.";

interface CalculatorFormProps<T> {
  definition: CalculatorDefinition<T>;
  /** The inputs the server read from the URL. */
  initial: T;
  /** Shown before the fields (the mutual fund calculator's fund search). */
  before?: ReactNode;
}

/**
 * The shared calculator layout: the fields, then the result of valid inputs (or, while any field is
 * out of range, the fields' messages and no result). Each valid edit rewrites the URL's query in
 * place, so the address always reproduces the result without a navigation.
 */
export function CalculatorForm<T>({ definition, initial, before }: CalculatorFormProps<T>) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...definition.defaults, ...(initial as Draft) }));
  const validation = useMemo(() => validateDraft(definition.rules, draft), [definition, draft]);
  const outcome = useMemo(() => (validation.ok ? definition.present(validation.inputs) : null), [definition, validation]);
  const view = outcome && "summary" in outcome ? outcome : null;
  const problem = outcome && !("summary" in outcome) ? outcome : null;
  const query = validation.ok ? definition.queryState.serialise(validation.inputs) : null;

  useEffect(() => {
    if (query === null) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", url);
  }, [query]);

  const errors: Record<string, string | undefined> = validation.ok ? {} : { ...validation.errors };
  if (problem?.field) errors[problem.field] = problem.message;
  const visible = definition.fields.filter((field) => !field.when || field.when(draft));

  return (
    <div className={styles.calculator}>
      <form className={styles.fields} aria-label="Calculator inputs" onSubmit={(event) => event.preventDefault()}>
        {before}
        {visible.map((field) => (
          <CalculatorField
            key={field.name}
            field={field}
            draft={draft}
            error={errors[field.name]}
            onChange={(name, value) => setDraft((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </form>
      {view ? (
        <LazyCalculatorResults view={view} />
      ) : (
        <p role="status" className={styles.invalid}>
          {problem && !problem.field ? problem.message : FIX_FIELDS_MESSAGE}
        </p>
      )}
    </div>
  );
}
