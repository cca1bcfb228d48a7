import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";

/**
 * Renders and lets lazily loaded parts (a calculator's result, a hidden tab) arrive, as they do in the browser
 * right after hydration, before the test looks.
 */
export async function renderSettled(element: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(element);
  });
  if (!result) throw new Error("render did not run");
  return result;
}
