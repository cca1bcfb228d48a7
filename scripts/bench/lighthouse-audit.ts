// Lighthouse 12 on the system Chromium, with Lighthouse's defaults: the mobile form factor (Moto G
// Power viewport) and simulated slow-4G throttling with a 4× CPU slowdown.
import * as chromeLauncher from "chrome-launcher";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;

export interface LighthouseResult {
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<LighthouseCategory, number | null>;
  /** Milliseconds, except cls (unitless). */
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits below a full score in the accessibility, best-practices and SEO categories ("id: title"). */
  failing: string[];
  warnings: string[];
  runtimeError: string | null;
}

export interface Chromium {
  audit: (url: string) => Promise<LighthouseResult>;
  close: () => Promise<void>;
}

export async function launchChromium(chromePath: string): Promise<Chromium> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Without the last four, Chromium keeps calling Google services, which a closed network refuses noisily.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // Loaded through import(), not a static import: tsx compiles this file to CommonJS, and a require()d
  // module goes through tsx's transform, which wraps functions in esbuild's __name() helper. Lighthouse
  // sends some of its functions to the page as source text, where __name does not exist.
  const { default: lighthouse } = await import("lighthouse");
  const audit = async (url: string): Promise<LighthouseResult> => {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = run;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === "number" ? Math.round(score * 100) : null];
      }),
    ) as Record<LighthouseCategory, number | null>;
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
    ) as LighthouseResult["metrics"];
    const failing = LIGHTHOUSE_CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((result) => result && result.score !== null && result.score < 1)
        .map((result) => `${id} / ${result!.id}: ${result!.title}`),
    );
    return {
      scores,
      metrics,
      failing,
      warnings: lhr.runWarnings,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  };
  return { audit, close: async () => chrome.kill() };
}
