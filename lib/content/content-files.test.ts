import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { amcGuideSchema } from "@/lib/content/amc-guide";
import { aboutContentSchema, ABOUT_FILE } from "@/lib/content/about";
import { calculatorLandingsSchema } from "@/lib/content/calculator-landings";
import { parseCalculatorsContent } from "@/lib/content/calculators";
import { categoryContentFile } from "@/lib/content/category-content";
import { companySchema } from "@/lib/content/company";
import { CONTACT_FILE, contactPageSchema } from "@/lib/content/contact-page";
import { FAQS_FILE, faqsContentSchema } from "@/lib/content/faqs";
import { FEATURES_FILE, featuresContentSchema } from "@/lib/content/features";
import { HOME_FILE, homeContentSchema } from "@/lib/content/home";
import { LEGAL_FILES, LEGAL_PAGE_IDS, parseLegalDocument } from "@/lib/content/legal-pages";
import { mutualFundsGuideSchema } from "@/lib/content/mutual-funds-guide";
import { parseContent } from "@/lib/content/parse-content";
import { POPULAR_PORTFOLIOS_FILE, popularPortfoliosSchema } from "@/lib/content/popular-portfolios";
import { CONTENT_BASKETS_FILE, contentBasketsSchema } from "@/lib/content/baskets";
import { questionnaireSchema } from "@/lib/risk-profile/questionnaire-schema";
import { BLOG_DIR, loadPosts } from "@/lib/blog/post-files";
import { parsePost } from "@/lib/blog/post";

// The build's guarantee for marketing: every file under content/ is read through its schema here, and a
// broken file is refused with its name and the field that is wrong.

const ROOT = process.cwd();
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const JSON_FILES: Record<string, (data: unknown) => unknown> = {
  "content/about.json": (data) => parseContent(ABOUT_FILE, aboutContentSchema, data),
  "content/amc-guide.json": (data) => parseContent("content/amc-guide.json", amcGuideSchema, data),
  "content/calculator-landings.json": (data) =>
    parseContent("content/calculator-landings.json", calculatorLandingsSchema, data),
  "content/baskets.json": (data) => parseContent(CONTENT_BASKETS_FILE, contentBasketsSchema, data),
  "content/calculators.json": (data) => parseCalculatorsContent(data),
  "content/categories.json": (data) => parseContent("content/categories.json", categoryContentFile, data),
  "content/company.json": (data) => parseContent("content/company.json", companySchema, data),
  "content/contact.json": (data) => parseContent(CONTACT_FILE, contactPageSchema, data),
  "content/faqs.json": (data) => parseContent(FAQS_FILE, faqsContentSchema, data),
  "content/features.json": (data) => parseContent(FEATURES_FILE, featuresContentSchema, data),
  "content/home.json": (data) => parseContent(HOME_FILE, homeContentSchema, data),
  "content/mutual-funds-guide.json": (data) =>
    parseContent("content/mutual-funds-guide.json", mutualFundsGuideSchema, data),
  "content/popular-portfolios.json": (data) => parseContent(POPULAR_PORTFOLIOS_FILE, popularPortfoliosSchema, data),
  "content/risk-profile.json": (data) => parseContent("content/risk-profile.json", questionnaireSchema, data),
  ...Object.fromEntries(
    LEGAL_PAGE_IDS.map((id) => [
      LEGAL_FILES[id].file,
      (data: unknown) => parseLegalDocument(LEGAL_FILES[id].file, data),
    ]),
  ),
};

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

describe("every content file", () => {
  it("is covered here: each JSON file has its schema, each Markdown file is a blog post", () => {
    const files = filesUnder("content").sort();
    expect(files.filter((file) => file.endsWith(".json"))).toEqual(Object.keys(JSON_FILES).sort());
    expect(
      files
        .filter((file) => !file.endsWith(".json"))
        .every((file) => file.startsWith(`${BLOG_DIR}/`) && file.endsWith(".md")),
    ).toBe(true);
  });

  it.each(Object.keys(JSON_FILES))("%s parses with its schema", (file) => {
    expect(() => JSON_FILES[file]!(readJson(file))).not.toThrow();
  });

  it("every blog post parses, with a reading time", () => {
    const posts = loadPosts(ROOT);
    expect(posts.length).toBe(filesUnder(BLOG_DIR).length);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
  });
});

describe("a broken file is refused with its name and the field", () => {
  const cases: [file: string, breakIt: (data: Record<string, unknown>) => void, field: string][] = [
    ["content/home.json", (d) => ((d.biases as { title: string }[])[2]!.title = ""), "biases.2.title"],
    ["content/home.json", (d) => (d.biases as unknown[]).pop(), "biases"],
    [
      "content/faqs.json",
      (d) => ((d.platform as { faqs: { question: string }[] }).faqs[0]!.question = "No question mark here"),
      "platform.faqs.0.question",
    ],
    [
      "content/features.json",
      (d) => ((d.sections as { link: { href: string } }[])[1]!.link.href = "javascript:alert(1)"),
      "sections.1.link.href",
    ],
    ["content/features.json", (d) => (d.goalFaqsAfter = "no-such-section"), "goalFaqsAfter"],
    ["content/about.json", (d) => delete d.lead, "lead"],
    ["content/contact.json", (d) => (d.hours = 9), "hours"],
    ["content/company.json", (d) => ((d.contact as { email: string }).email = "support at fundlens"), "contact.email"],
    [
      "content/popular-portfolios.json",
      (d) => ((d.portfolios as { allocations: { weight: number }[] }[])[0]!.allocations[0]!.weight += 1),
      "portfolios.0.allocations",
    ],
    [
      "content/popular-portfolios.json",
      (d) =>
        ((d.portfolios as { allocations: { category: string }[] }[])[1]!.allocations[0]!.category =
          "equity-crypto-fund"),
      "portfolios.1.allocations.0.category",
    ],
    [
      "content/baskets.json",
      (d) => ((d.baskets as { funds: { weight: number }[] }[])[0]!.funds[0]!.weight += 1),
      "baskets.0.funds",
    ],
    [
      "content/baskets.json",
      (d) => ((d.baskets as { risk_level: string }[])[1]!.risk_level = "Risky"),
      "baskets.1.risk_level",
    ],
    ["content/legal/privacy-policy.json", (d) => (d.lastUpdated = "22/11/2026"), "lastUpdated"],
    [
      "content/legal/terms-of-use.json",
      (d) => ((d.sections as { paragraphs: string[] }[])[0]!.paragraphs[0] += " Call {{fax}}."),
      "sections.0.paragraphs.0",
    ],
    [
      "content/legal/cookie-policy.json",
      (d) => ((d.cookies as { kind: string }[])[0]!.kind = "marketing"),
      "cookies.0.kind",
    ],
  ];

  it.each(cases)("%s: %#", (file, breakIt, field) => {
    const data = clone(readJson(file)) as Record<string, unknown>;
    breakIt(data);
    expect(() => JSON_FILES[file]!(data)).toThrow(
      new RegExp(`^${file.replace(/[.]/g, "\\.")} is invalid: .*\\b${field.replace(/[.]/g, "\\.")}: `),
    );
  });

  it("a blog post with a bad date, a missing field or unsafe Markdown names the file and the field or line", () => {
    const file = `${BLOG_DIR}/sip-vs-lumpsum.md`;
    const source = readFileSync(path.join(ROOT, file), "utf8");
    expect(() => parsePost(file, source.replace(/^date: .*$/m, "date: 12 Oct 2026"))).toThrow(
      `${file} is invalid: date: must be a date written YYYY-MM-DD`,
    );
    expect(() => parsePost(file, source.replace(/^author: .*\n/m, ""))).toThrow(`${file} is invalid: author:`);
    expect(() => parsePost(file, source.replace(/^tags: .*$/m, "tags: [SIP]"))).toThrow(
      `${file} is invalid: tags.0: tags are lower-case words`,
    );
    const bodyStart = source.split("\n").findIndex((line, index) => index > 0 && line === "---") + 2;
    expect(() =>
      parsePost(file, source.replace("Every mutual fund", "[click](javascript:alert(1)) Every mutual fund")),
    ).toThrow(`${file} is invalid: line ${bodyStart}: the link target "javascript:alert(1)" must be`);
    expect(() => parsePost(`${BLOG_DIR}/Bad Name.md`, source)).toThrow("the file name must be a kebab-case slug");
  });
});
