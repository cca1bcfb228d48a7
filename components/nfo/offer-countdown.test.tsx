import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { OfferCountdown } from "./offer-countdown";

// 06:30 UTC is noon in India; 20:00 UTC on the 21st is already the 22nd there.
const at = (iso: string) => new Date(iso);
const props = {
  openDate: "2026-11-22",
  closeDate: "2026-11-29",
  serverTiming: { status: "upcoming", days_left: null },
} as const;

describe("OfferCountdown", () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ["2026-11-21T06:30:00Z", "--"],
    ["2026-11-21T20:00:00Z", "8 days left"],
    ["2026-11-28T06:30:00Z", "2 days left"],
    ["2026-11-29T06:30:00Z", "1 day left"],
    ["2026-11-29T18:29:59Z", "1 day left"],
    ["2026-11-29T18:30:00Z", "Closed"],
  ])("at %s shows %s by the date in India", (now, label) => {
    jest.useFakeTimers({ now: at(now) });
    render(<OfferCountdown {...props} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("moves on when the day changes while the page is open", () => {
    jest.useFakeTimers({ now: at("2026-11-29T18:29:30Z") });
    render(<OfferCountdown {...props} />);
    expect(screen.getByText("1 day left")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText("Closed")).toBeInTheDocument();
  });

  it("renders the server's label in the HTML, then the browser's after hydration", async () => {
    jest.useFakeTimers({ now: at("2026-11-25T06:30:00Z") });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OfferCountdown {...props} />);
    expect(container.textContent).toBe("--");
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <OfferCountdown {...props} />);
    });
    expect(container.textContent).toBe("5 days left");
    container.remove();
  });
});
