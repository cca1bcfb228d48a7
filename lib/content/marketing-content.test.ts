import { COMPANY } from "@/lib/content/company";
import { FAQS } from "@/lib/content/faqs";
import { FEATURES_CONTENT } from "@/lib/content/features";
import { BIAS_IDS, HOME_CONTENT } from "@/lib/content/home";
import { LEGAL_PAGE_IDS, legalDocument } from "@/lib/content/legal-pages";
import { MUTUAL_FUNDS_GUIDE } from "@/lib/content/mutual-funds-guide";
import { POPULAR_PORTFOLIOS } from "@/lib/content/popular-portfolios";
import { MAX_ITEMS_PER_WATCHLIST, MAX_WATCHLISTS_PER_MEMBER } from "@/lib/watchlists/watchlist-rules";

const text = (value: unknown) => JSON.stringify(value);

describe("the marketing copy states the product's facts", () => {
  it("gives the questionnaire one length everywhere (the dashboard says about three minutes)", () => {
    const home = text(HOME_CONTENT);
    expect(home).toContain("about three minutes");
    expect(home).not.toMatch(/(five|two|four|ten) minutes/);
  });

  it("points the footer's disclaimer at the ARN printed above it, not below", () => {
    expect(text(COMPANY.disclaimer)).toContain("(ARN shown above)");
    expect(text(COMPANY.disclaimer)).not.toContain("shown below");
  });

  it("has the five behavioural-bias cards in order", () => {
    expect(HOME_CONTENT.biases.map((bias) => bias.id)).toEqual([...BIAS_IDS]);
    expect(HOME_CONTENT.biases.map((bias) => bias.title)).toEqual([
      "Loss and regret aversion",
      "Overconfidence",
      "Herding",
      "Recency bias",
      "Mental accounting",
    ]);
  });

  it("has the four FAQ sets with the stated facts: ELSS up to 1.5 lakh under 80C, equity for at least 5 years, review every 6 to 12 months", () => {
    const all = text([FAQS, MUTUAL_FUNDS_GUIDE.faqGroups]);
    expect([FAQS.platform.id, FAQS.goalPlanning.id, ...MUTUAL_FUNDS_GUIDE.faqGroups.map((group) => group.id)]).toEqual([
      "platform-faqs",
      "goal-planning-faqs",
      "mutual-fund-faqs",
      "equity-fund-faqs",
    ]);
    expect(all).toContain("up to ₹1.5 lakh a year under section 80C");
    expect(all).toContain("at least 5 years");
    expect(all).toContain("every 6 to 12 months");
  });

  it("promises the import of existing holdings through a CAS or a linked email on /features, the portfolio page and in the platform FAQ", () => {
    for (const copy of [text(FEATURES_CONTENT.sections), FEATURES_CONTENT.holdingsImportNote, text(FAQS.platform)]) {
      expect(copy).toMatch(/consolidated account statement \(CAS\)/);
      expect(copy).toMatch(/linking the email inbox|linked email inbox/);
    }
  });

  it("quotes the watchlist limits the API enforces", () => {
    expect(text(FEATURES_CONTENT)).toContain(`up to ${MAX_WATCHLISTS_PER_MEMBER} named lists`);
    expect(text(FEATURES_CONTENT)).toContain(`up to ${MAX_ITEMS_PER_WATCHLIST} funds`);
  });

  it("gives every legal page a last-updated date and the company's real contact details, with no token left unfilled", () => {
    for (const id of LEGAL_PAGE_IDS) {
      const document = legalDocument(id);
      expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text(document)).not.toContain("{{");
    }
    expect(text(legalDocument("privacy-policy"))).toContain(COMPANY.contact.email);
    expect(text(legalDocument("privacy-policy"))).toContain("Digital Personal Data Protection Act, 2023");
    expect(text(legalDocument("terms-of-use"))).toContain(COMPANY.amfiRegistration.arn);
    expect(legalDocument("cookie-policy").cookies?.map((cookie) => cookie.name)).toContain("cookie_consent");
  });

  it("builds a model portfolio for each risk profile, from most cautious to boldest", () => {
    expect(POPULAR_PORTFOLIOS.portfolios.map((model) => model.id)).toEqual([
      "conservative",
      "moderately-conservative",
      "moderate",
      "moderately-aggressive",
      "aggressive",
    ]);
    const equityShare = POPULAR_PORTFOLIOS.portfolios.map((model) =>
      model.allocations
        .filter((a) => a.category.startsWith("equity-") || a.category === "other-index-funds")
        .reduce((sum, a) => sum + a.weight, 0),
    );
    expect(equityShare).toEqual([...equityShare].sort((a, b) => a - b));
  });
});
