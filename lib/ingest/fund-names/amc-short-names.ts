import { fundKey } from "@/lib/ingest/fund-names/fund-key";

/**
 * AMFI's fund-performance feed names fund houses by a short name ("ABSL", "ICICI Pru"); the scheme master
 * ("Aditya Birla Sun Life AMC Limited") and the NAV files ("Aditya Birla Sun Life Mutual Fund") by their full
 * names. Each short name maps to the words both full names begin with. "Other" (small houses the feed
 * lumps together) maps to null: its funds match on their name alone.
 */
export const AMC_SHORT_NAMES: Readonly<Record<string, string | null>> = {
  "360 ONE": "360 ONE",
  ABSL: "Aditya Birla Sun Life",
  Axis: "Axis",
  "Bajaj Finserv": "Bajaj Finserv",
  Bandhan: "Bandhan",
  "Bank of India": "Bank of India",
  "Baroda BNP": "Baroda BNP Paribas",
  "Canara Robeco": "Canara Robeco",
  Capitalmind: "Capitalmind",
  DSP: "DSP",
  Edelweiss: "Edelweiss",
  Franklin: "Franklin Templeton",
  Groww: "Groww",
  HDFC: "HDFC",
  HSBC: "HSBC",
  Helios: "Helios",
  "ICICI Pru": "ICICI Prudential",
  ITI: "ITI",
  Invesco: "Invesco",
  "JM Financial": "JM Financial",
  Kotak: "Kotak Mahindra",
  LIC: "LIC",
  "Mahindra Manulife": "Mahindra Manulife",
  Mirae: "Mirae Asset",
  "Motilal Oswal": "Motilal Oswal",
  NJ: "NJ",
  Navi: "Navi",
  Nippon: "Nippon",
  "Old Bridge": "Old Bridge",
  Other: null,
  PGIM: "PGIM India",
  PPFAS: "PPFAS",
  Quant: "quant",
  Quantum: "Quantum",
  SBI: "SBI",
  Samco: "Samco",
  Shriram: "Shriram",
  Sundaram: "Sundaram",
  Tata: "Tata",
  Taurus: "Taurus",
  UTI: "UTI",
  Union: "Union",
  WhiteOak: "WhiteOak Capital",
};

/**
 * Whether a full fund-house name (the scheme master's or the NAV file's) is the house a short name stands for.
 * Whole words only: "quant" is not the start of "Quantum Asset Management".
 */
export function isAmcNamed(fullName: string, shortName: string): boolean {
  const words = AMC_SHORT_NAMES[shortName];
  if (!words) return false;
  return `${fundKey(fullName)} `.startsWith(`${fundKey(words)} `);
}

/** Whether the feed's short name narrows a match: known and not "Other". */
export function narrowsMatch(shortName: string | null): shortName is string {
  return shortName !== null && Boolean(AMC_SHORT_NAMES[shortName]);
}
