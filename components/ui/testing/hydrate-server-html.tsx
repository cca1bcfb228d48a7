import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Puts `element`'s server HTML in the page, lets `beforeHydration` act on it as a visitor would before the
 * code arrives (typing into a box React does not watch yet), then hydrates it. Returns the clean-up: call it
 * from afterEach, so that a failed test leaves nothing mounted for the next one.
 */
export async function hydrateServerHtml(element: ReactElement, beforeHydration: () => void): Promise<() => void> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydration();
  const root = await act(async () => hydrateRoot(container, element));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}
