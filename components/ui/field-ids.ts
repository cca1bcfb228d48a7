import { useId } from "react";

/** Ids for a field and its help/error text, plus the matching aria-describedby value. */
export function useFieldIds(options: {
  id?: string | undefined;
  hasHelp: boolean;
  hasError: boolean;
  describedBy?: string | undefined;
}) {
  const generated = useId();
  const id = options.id ?? generated;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy =
    [options.describedBy, options.hasHelp ? helpId : null, options.hasError ? errorId : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return { id, helpId, errorId, describedBy };
}
