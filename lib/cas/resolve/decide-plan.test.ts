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
    const regular = plan(100631, 1);
    const direct = plan(120823, 1);
    const m = decidePlan([regular, direct], none);
    expect(m).toMatchObject({ kind: "ambiguous", navDiffers: false });
    expect(codes(m)).toEqual([100631, 120823]);
  });

  it("settles them by the NAV printed: the one plan whose NAV agrees is taken, one that differs is dropped", () => {
    const both = [plan(100631, 1), plan(120823, 1)];
    expect(decidePlan(both, verdicts({ 100631: "differs", 120823: "agrees" }))).toMatchObject({
      kind: "match",
      by: "nav",
      candidate: { schemeCode: 120823 },
    });
    // Only the regular plan's NAV is known, and it differs: the direct plan is the one left standing, and the
    // name (1.0 alike, nothing else standing) takes it; the NAVs decided, so it says `nav`.
    expect(decidePlan(both, verdicts({ 100631: "differs" }))).toMatchObject({
      kind: "match",
      by: "nav",
      candidate: { schemeCode: 120823 },
    });
  });

  it("says `name` when the NAV only confirms what the name settled", () => {
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 1: "agrees", 2: "differs" }))).toMatchObject({
      kind: "match",
      by: "name",
    });
  });

  it("lets the NAV overrule a name that leads when the leader's NAV differs", () => {
    expect(decidePlan([plan(1, 0.9), plan(2, 0.7)], verdicts({ 1: "differs", 2: "agrees" }))).toMatchObject({
      kind: "match",
      by: "nav",
      candidate: { schemeCode: 2 },
    });
  });

  it("refuses, saying so, when every plan the name fits has another NAV than the printed one", () => {
    const m = decidePlan([plan(1, 1), plan(2, 1)], verdicts({ 1: "differs", 2: "differs" }));
    expect(m).toMatchObject({ kind: "ambiguous", navDiffers: true });
    expect(codes(m)).toEqual([1, 2]);
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
