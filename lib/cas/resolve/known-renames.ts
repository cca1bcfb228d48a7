/**
 * Fund names changed by SEBI's 2018 recategorisation and the 2023-24 ELSS renames, as the fund houses announced
 * them. Statements printed before a rename carry the old name and AMFI's scheme master only the new one; the
 * statement's own `(formerly ...)` notes teach the rest at import time. Old name prefix -> current name prefix.
 */
export const KNOWN_RENAMES: readonly (readonly [string, string])[] = [
  ["Aditya Birla Sun Life Tax Relief'96 Fund", "Aditya Birla Sun Life ELSS Tax Saver Fund"],
  ["Axis Long Term Equity Fund", "Axis ELSS Tax Saver Fund"],
  ["DSP Tax Saver Fund", "DSP ELSS Tax Saver Fund"],
  ["HDFC TaxSaver", "HDFC ELSS Tax Saver"],
  ["HDFC Cash Management Fund - Savings Plan", "HDFC Money Market Fund"],
  ["HDFC Cash Management Fund - Direct Savings Plan", "HDFC Money Market Fund - Direct Plan"],
  ["ICICI Prudential Long Term Equity Fund (Tax Saving)", "ICICI Prudential ELSS Tax Saver Fund"],
  ["Invesco India Growth Opportunities Fund", "Invesco India Large & Mid Cap Fund"],
  ["Mirae Asset Emerging Bluechip Fund", "Mirae Asset Large & Midcap Fund"],
  ["Mirae Asset Tax Saver Fund", "Mirae Asset ELSS Tax Saver Fund"],
  ["Motilal Oswal Multicap 35 Fund", "Motilal Oswal Flexi Cap Fund"],
  ["Parag Parikh Long Term Equity Fund", "Parag Parikh Flexi Cap Fund"],
  ["SBI Magnum Equity ESG Fund", "SBI ESG Exclusionary Strategy Fund"],
  ["UTI Value Opportunities Fund", "UTI Value Fund"],
  ["Kotak Standard Multicap Fund", "Kotak Flexicap Fund"],
  ["L&T Emerging Businesses Fund", "HSBC Small Cap Fund"],
];
