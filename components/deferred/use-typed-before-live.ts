"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * For a box whose code arrives after the page hydrates (a lazy part): text typed into the server's box before
 * React watched it is still in the box, unseen by React. Once, when the box becomes live, hands that text to
 * `adopt` when it differs from what the box shows (`shown`), with whether the visitor is still in the box.
 */
export function useTypedBeforeLive(
  inputRef: RefObject<HTMLInputElement | null>,
  shown: string,
  adopt: (typed: string, stillInBox: boolean) => void,
): void {
  // StrictMode runs effects twice in development; the text is adopted once.
  const adopted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (adopted.current || !input || input.value === shown) return;
    adopted.current = true;
    adopt(input.value, document.activeElement === input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's box can hold unseen text, so this runs once
  }, []);
}
