import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FundTabs } from "./fund-tabs";

const TABS = [
  { id: "overview", label: "Overview", content: <p>Overview content</p> },
  { id: "facts", label: "MF Facts", content: <p>Facts content</p> },
  { id: "risk", label: "Risk", content: <p>Risk content</p> },
];

function selectedTab(): string | null {
  return screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent ?? null;
}

function visiblePanel(): string | null {
  return screen.getByRole("tabpanel").textContent;
}

describe("FundTabs", () => {
  beforeEach(() => window.history.replaceState(null, "", "/fund"));

  it("renders a labelled tablist whose tabs control their panels, the first selected", () => {
    render(<FundTabs tabs={TABS} label="Fund details" />);
    expect(screen.getByRole("tablist", { name: "Fund details" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "MF Facts", "Risk"]);
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    const panel = screen.getByRole("tabpanel", { name: "Overview" });
    expect(tabs[0]).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("Overview content");
    // The other panels are in the document (server-rendered HTML) but hidden.
    expect(screen.getByText("Risk content")).not.toBeVisible();
  });

  it("selects a tab on click and writes it to the URL fragment", async () => {
    const user = userEvent.setup();
    render(<FundTabs tabs={TABS} label="Fund details" />);
    await user.click(screen.getByRole("tab", { name: "Risk" }));
    expect(selectedTab()).toBe("Risk");
    expect(visiblePanel()).toBe("Risk content");
    expect(window.location.hash).toBe("#risk");
  });

  it("moves with the arrow keys, wrapping at both ends, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(<FundTabs tabs={TABS} label="Fund details" />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(selectedTab()).toBe("MF Facts");
    expect(screen.getByRole("tab", { name: "MF Facts" })).toHaveFocus();
    expect(visiblePanel()).toBe("Facts content");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(selectedTab()).toBe("Overview");
    await user.keyboard("{ArrowLeft}");
    expect(selectedTab()).toBe("Risk");
    expect(screen.getByRole("tab", { name: "Risk" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(selectedTab()).toBe("Overview");
    await user.keyboard("{End}");
    expect(selectedTab()).toBe("Risk");
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("tabindex"))).toEqual(["-1", "-1", "0"]);
  });

  it("leaves other keys alone", async () => {
    const user = userEvent.setup();
    render(<FundTabs tabs={TABS} label="Fund details" />);
    await user.tab();
    await user.keyboard("{ArrowDown}a");
    expect(selectedTab()).toBe("Overview");
  });

  it("opens the tab the URL fragment names", () => {
    window.history.replaceState(null, "", "/fund#facts");
    render(<FundTabs tabs={TABS} label="Fund details" />);
    expect(selectedTab()).toBe("MF Facts");
  });

  it("follows a changed fragment, and keeps the last tab for a fragment that names none (the skip link's #main)", () => {
    render(<FundTabs tabs={TABS} label="Fund details" />);
    act(() => {
      window.location.hash = "#risk";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Risk");
    act(() => {
      window.location.hash = "#main";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(selectedTab()).toBe("Risk");
  });
});
