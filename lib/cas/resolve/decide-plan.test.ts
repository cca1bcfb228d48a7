import { decidePlan, type NavVerdict, type ScoredPlan } from "@/lib/cas/resolve/decide-plan";

const plan = (schemeCode: number, score: number, more: Partial<ScoredPlan> = {}): ScoredPlan => ({
  schemeCode,
  planName: `plan ${schemeCode}`,
  isin: null,
  score,
  exactOption: true,
  live: true,
  onSite: true,
  ...more,
});
const verdicts =
  (v: Record<number, NavVerdict>) =>
  (code: number): NavVerdict =>
    v[code] ?? "unknown";
const none = verdicts({});
const codes = (m: ReturnType<typeof decidePlan>) =>
  m.kind === "ambiguous" ? m.candidates.map((c) => c.schemeCode) : m;

describe("decidePlan", () => {
  it("takes the plan the name settles: at least 0.6 alike and 0.05 ahead", () => {
    expect(decidePlan([plan(1, 0.9), plan(2, 0.85)], none)).toMatchObject({
      kind: "match",
      by: "name",
      candidate: { schemeCode: 1 },
    });
    // 0.9 - 0.86 = 0.04 < 0.05: not settled, both offered.
    expect(codes(decidePlan([plan(1, 0.9), plan(2, 0.86)], none))).toEqual([1, 2]);
    // Alone but below 0.6: offered, not taken; below 0.5: nothing.
    expect(codes(decidePlan([plan(1, 0.55)], none))).toEqual([1]);
    expect(decidePlan([plan(1, 0.49)], none)).toEqual({ kind: "none" });
  });

  it("refuses two plans of one fund that the name cannot tell apart (a name printing no plan type), never picks one silently", () => {
    const m = decidePlan([plan(100631, 1), plan(120823, 1)], none);
    expect(m.kind).toBe("ambiguous");
    expect(codes(m)).toEqual([100631, 120823]);
  });

  it("settles them by the NAV printed: the one plan alike enough whose NAV agrees is taken", () => {
    const both = [plan(100631, 1), plan(120823, 1)];
    expect(decidePlan(both, verdicts({ 100631: "differs", 120823: "agrees" }))).toMatchObject({
      kind: "match",
      by: "nav",
      candidate: { schemeCode: 120823 },
    });
    // The other plan's NAV unknown on that date: the NAV that agrees still settles it.
    expect(decidePlan(both, verdicts({ 120823: "agrees" }))).toMatchObject({
      by: "nav",
      candidate: { schemeCode: 120823 },
    });
    // A NAV that differs rules nothing in by itself: the other plan is not taken for want of a NAV.
    expect(codes(decidePlan(both, verdicts({ 100631: "differs" })))).toEqual([100631, 120823]);
    // Two agree (equal NAVs): not settled. One agrees but is under 0.6 alike: not taken.
    expect(decidePlan(both, verdicts({ 100631: "agrees", 120823: "agrees" })).kind).toBe("ambiguous");
    expect(decidePlan([plan(1, 0.55), plan(2, 0.55)], verdicts({ 1: "agrees" })).kind).toBe("ambiguous");
  });

  it("takes the plan the name settles when its NAV agrees or is unknown, and says `name`", () => {
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 1: "agrees", 2: "differs" }))).toMatchObject({
      kind: "match",
      by: "name",
      candidate: { schemeCode: 1 },
    });
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 2: "agrees" }))).toMatchObject({
      by: "name",
      candidate: { schemeCode: 1 },
    });
  });

  it("moves to another plan only on a NAV that agrees, when the settled plan's NAV differs", () => {
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 1: "differs", 2: "agrees" }))).toMatchObject({
      kind: "match",
      by: "nav",
      candidate: { schemeCode: 2 },
    });
    // Nothing agrees: the name's plan stands (a row's NAV may be of another day, the site's NAVs may have gaps).
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 1: "differs" }))).toMatchObject({
      by: "name",
      candidate: { schemeCode: 1 },
    });
  });

  it("breaks an equal score by the printed option, then by the live plan; two plans equal in all stay open", () => {
    expect(decidePlan([plan(1, 0.8, { exactOption: false }), plan(2, 0.8)], none)).toMatchObject({
      candidate: { schemeCode: 2 },
    });
    expect(decidePlan([plan(1, 0.8, { live: false }), plan(2, 0.8)], none)).toMatchObject({
      candidate: { schemeCode: 2 },
    });
    // A closed scheme known from the scheme master only is never live: a live plan of equal score wins.
    expect(decidePlan([plan(1, 0.8, { live: false, onSite: false }), plan(2, 0.8)], none)).toMatchObject({
      kind: "match",
      candidate: { schemeCode: 2, onSite: true },
    });
    expect(
      codes(decidePlan([plan(1, 1, { live: false, onSite: false }), plan(2, 1, { live: false, onSite: false })], none)),
    ).toEqual([1, 2]);
  });

  it("shows at most five candidates, rounded to 3 places", () => {
    const m = decidePlan(
      [1, 2, 3, 4, 5, 6].map((c) => plan(c, 0.70004)),
      none,
    );
    expect(m.kind === "ambiguous" && m.candidates.map((c) => c.score)).toEqual([0.7, 0.7, 0.7, 0.7, 0.7]);
  });
});
