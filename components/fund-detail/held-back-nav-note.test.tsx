import { render, screen } from "@testing-library/react";
import { HeldBackNavNote } from "./held-back-nav-note";

// UTI Liquid's real face-value step (₹4,543.7279 on 2026-06-19 → ₹454.5266 on 06-21) as it read before the next
// NAV confirmed it: a liquid fund's band is ±1%.
const nav = { value: 454.5266, date: "2026-06-21", change: -4089.2013, change_pct: -89.99652 };
const heldBack = {
  previous_date: "2026-06-19",
  previous_nav: 4543.7279,
  move_pct: (454.5266 / 4543.7279 - 1) * 100,
  band_pct: 1,
  band_label: "Overnight and liquid funds",
};

describe("HeldBackNavNote", () => {
  it("says the latest NAV is unverified, with its move, the band and a link to the rule", () => {
    render(<HeldBackNavNote nav={{ ...nav, held_back: heldBack }} />);
    const note = screen.getByRole("note", { name: "Unverified NAV" });
    expect(note).toHaveTextContent(
      "Unverified: ₹454.5266 on Jun 21, 2026 is a move of -90.00% from ₹4,543.7279 on Jun 19, 2026, outside the ±1% band of overnight and liquid funds; it is left out of returns, risk figures and the NAV chart until a later NAV confirms it.",
    );
    expect(screen.getByRole("link", { name: "How unusual NAV moves are screened" })).toHaveAttribute(
      "href",
      "/methodology#nav-anomalies",
    );
  });

  it("keeps an acronym's capitals and signs a rise", () => {
    render(
      <HeldBackNavNote
        nav={{
          ...nav,
          value: 30,
          held_back: { ...heldBack, previous_nav: 15, move_pct: 100, band_pct: 50, band_label: "ETFs, domestic funds" },
        }}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("is a move of +100.00% from ₹15.0000");
    expect(screen.getByRole("note")).toHaveTextContent("outside the ±50% band of ETFs, domestic funds;");
  });

  it("shows nothing for a NAV that is not held back", () => {
    const { container } = render(<HeldBackNavNote nav={{ ...nav, held_back: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
