import { fireEvent, render, screen } from "@testing-library/react";
import { RISK_QUESTIONNAIRE } from "@/lib/content/risk-profile";
import { RiskQuestionnaire } from "@/components/risk-profile/risk-questionnaire";
import { RiskResult } from "@/components/risk-profile/risk-result";
import { hydrateServerHtml } from "@/components/ui/testing/hydrate-server-html";
import { scoreRiskProfile } from "@/lib/risk-profile/score-risk-profile";

describe("RiskQuestionnaire", () => {
  it("asks one question per step, keeps answers going back, and completes with all of them", () => {
    const onComplete = jest.fn();
    render(<RiskQuestionnaire questionnaire={RISK_QUESTIONNAIRE} onComplete={onComplete} />);
    expect(screen.getByText("Question 1 of 10 · Age and life stage")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();

    fireEvent.click(screen.getByLabelText("30 to 39"));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("group", { name: "Who depends on your income?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("30 to 39")).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));

    for (let i = 1; i < 10; i++) {
      const group = screen.getByRole("group");
      fireEvent.click(group.querySelectorAll("input[type=radio]")[0]!);
      fireEvent.click(screen.getByRole("button", { name: i === 9 ? "See my risk profile" : "Next" }));
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    const answers = onComplete.mock.calls[0][0] as Record<string, string>;
    expect(Object.keys(answers)).toHaveLength(10);
    expect(answers.age).toBe("30-39");
  });
});

describe("RiskQuestionnaire before hydration", () => {
  let cleanUp: () => void = () => undefined;
  afterEach(() => cleanUp());

  it("takes the answer clicked in the server's page before it hydrated, and Next goes live", async () => {
    const onComplete = jest.fn();
    cleanUp = await hydrateServerHtml(
      <RiskQuestionnaire questionnaire={RISK_QUESTIONNAIRE} onComplete={onComplete} />,
      () => {
        // A click before React listens: the radio button is chosen, no handler runs.
        (screen.getByLabelText("30 to 39") as HTMLInputElement).checked = true;
      },
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("group", { name: "Who depends on your income?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("30 to 39")).toBeChecked();
  });

  it("changes nothing when no answer was clicked", async () => {
    cleanUp = await hydrateServerHtml(
      <RiskQuestionnaire questionnaire={RISK_QUESTIONNAIRE} onComplete={jest.fn()} />,
      () => undefined,
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});

describe("RiskResult", () => {
  it("shows the profile, the breakdown, the allocation and screener links for the categories", () => {
    const answers = Object.fromEntries(
      RISK_QUESTIONNAIRE.questions.map((q) => [q.id, [...q.options].sort((a, b) => b.points - a.points)[0]!.id]),
    );
    const outcome = scoreRiskProfile(RISK_QUESTIONNAIRE, { ...answers, horizon: "1-3" });
    if (!outcome.ok) throw new Error("expected a result");
    render(<RiskResult result={outcome.result} />);
    expect(screen.getByRole("heading", { name: "Your risk profile: Moderately Conservative" })).toBeInTheDocument();
    expect(screen.getByText("Score 37 of 40 (the score alone is Aggressive)")).toBeInTheDocument();
    expect(screen.getByText(/too little time to recover/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Suggested allocation" })).toHaveTextContent("Equity30%Debt60%Gold10%");
    expect(screen.getByRole("link", { name: "Corporate bond funds" })).toHaveAttribute(
      "href",
      "/mutual-funds/mutual-fund-screener?subcategory=debt-corporate-bond-fund",
    );
    expect(screen.getAllByRole("row")).toHaveLength(11);
  });
});
