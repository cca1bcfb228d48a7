// The demo's invented listed companies (equity holdings) and debt issuers, built once per seed.
import { companyIsin } from "./isin";
import { COMPANY_QUALIFIERS, COMPANY_STEMS } from "./names";
import { Rng } from "./prng";

/** NSE-style macro sectors, with how many demo companies each has and the words their names end in. */
export const SECTOR_SPECS = {
  "Financial Services": {
    count: 70,
    suffixes: ["Bank", "Finance", "Capital", "Housing Finance", "Insurance", "Small Finance Bank"],
  },
  "Information Technology": {
    count: 36,
    suffixes: ["Infotech", "Software", "Technologies", "Digital Systems", "Data Services"],
  },
  Healthcare: { count: 36, suffixes: ["Pharma", "Lifesciences", "Hospitals", "Diagnostics", "Biotech"] },
  "Fast Moving Consumer Goods": { count: 30, suffixes: ["Foods", "Consumer Products", "Beverages", "Agro Products"] },
  "Consumer Durables": { count: 24, suffixes: ["Appliances", "Electronics", "Home Products"] },
  "Consumer Services": { count: 20, suffixes: ["Retail", "Hotels", "Travel Services"] },
  "Automobile and Auto Components": { count: 32, suffixes: ["Motors", "Auto Components", "Tyres", "Autotech"] },
  "Capital Goods": { count: 40, suffixes: ["Engineering", "Electricals", "Machines", "Aerospace", "Defence Systems"] },
  "Oil, Gas & Consumable Fuels": { count: 18, suffixes: ["Petroleum", "Gas", "Oil & Gas"] },
  "Metals & Mining": { count: 20, suffixes: ["Steel", "Metals", "Minerals", "Alloys"] },
  "Construction Materials": { count: 14, suffixes: ["Cements", "Building Products"] },
  Construction: { count: 16, suffixes: ["Infraprojects", "Constructions", "Buildcon"] },
  Power: { count: 18, suffixes: ["Power", "Renewables", "Energy"] },
  Chemicals: { count: 26, suffixes: ["Chemicals", "Specialty Chemicals", "Fertilisers"] },
  Telecommunication: { count: 10, suffixes: ["Telecom", "Networks"] },
  Realty: { count: 14, suffixes: ["Realty", "Estates"] },
  Services: { count: 16, suffixes: ["Logistics", "Shipping", "Ports"] },
  Textiles: { count: 10, suffixes: ["Textiles", "Fabrics"] },
} as const;

export type Sector = keyof typeof SECTOR_SPECS;
export const SECTORS = Object.keys(SECTOR_SPECS) as Sector[];

export type CapTier = "large" | "mid" | "small";

export interface Company {
  /** 0-based, also the issuer number in its ISIN. */
  index: number;
  name: string;
  sector: Sector;
  tier: CapTier;
  /** Market capitalisation in crore. */
  marketCapCr: number;
  isin: string;
  /** Rank by market capitalisation over all companies (0 = largest). */
  rank: number;
}

const TIER_MEDIAN_CAP: Record<CapTier, number> = { large: 180_000, mid: 35_000, small: 7_000 };

/** About 470 companies: the first ~22% of each sector large caps, the next ~30% mid caps, the rest small caps. */
export function buildCompanies(seed: number): Company[] {
  const rng = Rng.stream(seed, "companies");
  const used = new Set<string>();
  const drafts: Omit<Company, "index" | "isin" | "rank">[] = [];
  for (const sector of SECTORS) {
    const spec = SECTOR_SPECS[sector];
    for (let i = 0; i < spec.count; i += 1) {
      const tier: CapTier =
        i < Math.round(spec.count * 0.22) ? "large" : i < Math.round(spec.count * 0.52) ? "mid" : "small";
      let name = "";
      for (let attempt = 0; attempt < 1000 && (name === "" || used.has(name)); attempt += 1) {
        const qualifier = rng.pick(COMPANY_QUALIFIERS);
        name = `${rng.pick(COMPANY_STEMS)}${qualifier ? ` ${qualifier}` : ""} ${rng.pick(spec.suffixes)} Ltd`;
      }
      used.add(name);
      const marketCapCr = Math.round(rng.lognormal(TIER_MEDIAN_CAP[tier], 0.45));
      drafts.push({ name, sector, tier, marketCapCr });
    }
  }
  // Keep tiers consistent with size: sort each tier's caps into the tier's band.
  const companies = drafts.map((draft, index) => ({ ...draft, index, isin: companyIsin(index), rank: 0 }));
  const byCap = [...companies].sort(
    (a, b) => tierOrder(a.tier) - tierOrder(b.tier) || b.marketCapCr - a.marketCapCr || a.index - b.index,
  );
  byCap.forEach((company, rank) => (company.rank = rank));
  return companies;
}

function tierOrder(tier: CapTier): number {
  return tier === "large" ? 0 : tier === "mid" ? 1 : 2;
}

/** Companies in order of size (largest first). */
export function byRank(companies: readonly Company[]): Company[] {
  return [...companies].sort((a, b) => a.rank - b.rank);
}

/** Invented bond issuers: public-sector-style lenders and corporates, with a sector each. */
export const DEBT_ISSUERS: readonly { name: string; sector: Sector | "Sovereign"; psu: boolean }[] = [
  { name: "Nilachal Power Finance Corporation Ltd", sector: "Financial Services", psu: true },
  { name: "Rashtriya Grameen Vikas Bank", sector: "Financial Services", psu: true },
  { name: "Bharatvarsh Infrastructure Finance Ltd", sector: "Financial Services", psu: true },
  { name: "Sagarmala Port Finance Corporation Ltd", sector: "Financial Services", psu: true },
  { name: "Jalshakti Hydro Power Corporation Ltd", sector: "Power", psu: true },
  { name: "Vidyut Transmission Grid Ltd", sector: "Power", psu: true },
  { name: "Indradhanush Housing Bank", sector: "Financial Services", psu: true },
  { name: "Kisan Urja Rural Electrification Ltd", sector: "Financial Services", psu: true },
  { name: "Pathik Highways Authority Ltd", sector: "Construction", psu: true },
  { name: "Sampada Gas Pipelines Ltd", sector: "Oil, Gas & Consumable Fuels", psu: true },
  { name: "Aranyak Housing Finance Ltd", sector: "Financial Services", psu: false },
  { name: "Madhukar Capital Ltd", sector: "Financial Services", psu: false },
  { name: "Navyug Consumer Finance Ltd", sector: "Financial Services", psu: false },
  { name: "Saumil Infraprojects Ltd", sector: "Construction", psu: false },
  { name: "Tejomay Steel Ltd", sector: "Metals & Mining", psu: false },
  { name: "Udayan Telecom Ltd", sector: "Telecommunication", psu: false },
  { name: "Vyomesh Realty Ltd", sector: "Realty", psu: false },
  { name: "Kshitij Renewables Ltd", sector: "Power", psu: false },
  { name: "Pushpak Logistics Ltd", sector: "Services", psu: false },
  { name: "Gandhar Microfinance Ltd", sector: "Financial Services", psu: false },
  { name: "Chaitra Gold Loans Ltd", sector: "Financial Services", psu: false },
  { name: "Drishya Media Ltd", sector: "Consumer Services", psu: false },
  { name: "Ojasvi Cements Ltd", sector: "Construction Materials", psu: false },
  { name: "Kanak Motors Finance Ltd", sector: "Financial Services", psu: false },
  { name: "Trishul Chemicals Ltd", sector: "Chemicals", psu: false },
  { name: "Vasuki Shipping Ltd", sector: "Services", psu: false },
];

/** Indian states issuing State Development Loans in the demo portfolios. */
export const SDL_STATES = [
  "Maharashtra",
  "Karnataka",
  "Tamil Nadu",
  "Gujarat",
  "Uttar Pradesh",
  "West Bengal",
  "Rajasthan",
  "Telangana",
  "Kerala",
  "Haryana",
] as const;
