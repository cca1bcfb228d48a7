"use client";

import { startTransition, useEffect, useRef, type RefObject } from "react";

/**
 * A field in the server's HTML takes input before React watches it (before the page hydrates, or before a lazy
 * part's code arrives), and React keeps what the browser shows when it hydrates the field without telling its
 * handlers. Once, when the field becomes live, `adopt` receives the field when `differs` says it no longer
 * shows what React renders. StrictMode runs effects twice in development; the field is adopted once.
 * The updates `adopt` makes are a transition: an urgent update reaching a part of the page that has not hydrated
 * yet (a lazy part whose code is on its way) makes React throw that part's server HTML away and render it anew,
 * and with it whatever the visitor had chosen there. A transition waits for that part to hydrate instead.
 */
function useAdoptedOnceLive<T extends Element>(
  fieldRef: RefObject<T | null>,
  differs: (field: T) => boolean,
  adopt: (field: T) => void,
): void {
  const adopted = useRef(false);
  useEffect(() => {
    const field = fieldRef.current;
    if (adopted.current || !field || !differs(field)) return;
    adopted.current = true;
    startTransition(() => adopt(field));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's field can hold unseen input, so this runs once
  }, []);
}

/**
 * Text typed into the server's box (or an option picked in its dropdown) before it was live: handed to `adopt` when
 * it differs from what the field shows (`shown`), with whether the visitor is still in the field.
 */
export function useTypedBeforeLive(
  inputRef: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  shown: string,
  adopt: (typed: string, stillInBox: boolean) => void,
): void {
  useAdoptedOnceLive(
    inputRef,
    (input) => input.value !== shown,
    (input) => adopt(input.value, document.activeElement === input),
  );
}

/**
 * A checkbox of the server's HTML ticked or cleared before it was live: React keeps the box as the visitor left
 * it, so without this it would show a choice nothing applied. `adopt` receives the box's state when it differs
 * from `shown` (undefined: an uncontrolled box, whose state is its own).
 */
export function useCheckedBeforeLive(
  inputRef: RefObject<HTMLInputElement | null>,
  shown: boolean | undefined,
  adopt: (checked: boolean) => void,
): void {
  useAdoptedOnceLive(
    inputRef,
    (input) => shown !== undefined && input.checked !== shown,
    (input) => adopt(input.checked),
  );
}

/** The radio button of a group (`groupRef`: their fieldset) chosen before it was live, when it is not `shown`. */
export function useChosenBeforeLive(
  groupRef: RefObject<HTMLElement | null>,
  shown: string | undefined,
  adopt: (value: string) => void,
): void {
  const chosenIn = (group: HTMLElement) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  useAdoptedOnceLive(
    groupRef,
    (group) => {
      const chosen = chosenIn(group);
      return chosen !== null && chosen.value !== shown;
    },
    (group) => adopt(chosenIn(group)!.value),
  );
}
