"use client";

import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Validation } from "@/lib/calculators/input-fields";
import { validateInputs, type InputSchema } from "@/lib/calculators/validate-inputs";
import type { CalculatorFields, Draft, ResultSlot } from "./calculator-types";
import styles from "./calculator-form.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";
// The lazy fields are in the server HTML, so their shared field styles must be in this page's stylesheets, which
// only a static import puts there (e2e/server-html-styles.spec.ts checks every public page).
import "@/components/ui/field.module.css";

// The fields' code (number boxes, selects, sliders, the date field's own chunk) loads after hydration. React
// keeps the server's fields on screen until it arrives, and a number typed before then is taken up when its
// box goes live (useTypedBeforeLive).
const CalculatorField = deferred(() => import("./calculator-field"), "CalculatorField");
type CalculatorFieldProps = Parameters<typeof CalculatorField>[0];

// Memoised with a stable onChange, so the form's render when its schema arrives leaves a field whose code is
// still loading alone: an update would replace its server HTML with the (empty) fallback until then.
const FieldSlot = memo(function FieldSlot(props: CalculatorFieldProps) {
  return (
    <Deferred>
      <CalculatorField {...props} />
    </Deferred>
  );
});

export const FIX_FIELDS_MESSAGE = "Correct the highlighted fields to see the result.";

interface CalculatorFormProps<T> {
  definition: CalculatorFields<T>;
  /** The inputs the server read from the URL. */
  initial: T;
  /**
   * What valid inputs show (lazyOutcome's or lazyOutcomeOf's result); the result keeps the
   * address in step with its inputs. Keep it stable.
   */
  result: (inputs: T) => ResultSlot;
  /** Shown before the fields (the mutual fund calculator's fund search). */
  before?: ReactNode;
}

/**
 * The shared calculator layout: the fields, then the result of valid inputs (or, while any field is
 * out of range, the fields' messages and no result). Each edit with a result rewrites the URL's query in
 * place (the result does), so the address always reproduces the result without a navigation.
 */
export function CalculatorForm<T>({ definition, initial, result, before }: CalculatorFormProps<T>) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...definition.defaults, ...(initial as Draft) }));
  const [schema, setSchema] = useState<InputSchema<T> | null>(null);
  useEffect(() => {
    let current = true;
    void definition.loadSchema().then((loaded) => {
      if (current) setSchema(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [definition]);
  // Until the schema arrives (right after hydration) the inputs are the server's, already checked; an
  // edit made before then is validated as soon as it does.
  const validation = useMemo<Validation<T>>(
    () => (schema ? validateInputs(schema, draft) : { ok: true, inputs: initial, errors: {} }),
    [schema, draft, initial],
  );
  const shown = useMemo(() => (validation.ok ? result(validation.inputs) : null), [result, validation]);

  const problem = shown && "problem" in shown ? shown.problem : null;
  const errors: Record<string, string | undefined> = validation.ok ? {} : { ...validation.errors };
  if (problem?.field) errors[problem.field] = problem.message;
  const visible = definition.fields.filter((field) => !field.when || field.when(draft));
  const onChange = useCallback(
    (name: string, value: unknown) => setDraft((current) => ({ ...current, [name]: value })),
    [],
  );

  return (
    <div className={styles.calculator}>
      <form className={styles.fields} aria-label="Calculator inputs" onSubmit={(event) => event.preventDefault()}>
        {before}
        {visible.map((field) => (
          <FieldSlot key={field.name} field={field} draft={draft} error={errors[field.name]} onChange={onChange} />
        ))}
      </form>
      {shown && "node" in shown ? (
        shown.node
      ) : (
        <p role="status" className={styles.invalid}>
          {problem && !problem.field ? problem.message : FIX_FIELDS_MESSAGE}
        </p>
      )}
    </div>
  );
}
