import { COMPANY } from "@/lib/content/company";
import { fillCompanyTokens, unknownTokens } from "@/lib/content/company-tokens";

describe("company tokens in legal texts", () => {
  it("fills each known token with the company's details", () => {
    expect(fillCompanyTokens("{{legalName}} ({{arn}}): {{email}}, {{phone}}, {{address}}", COMPANY)).toBe(
      `${COMPANY.legalName} (ARN ${COMPANY.amfiRegistration.arn}): ${COMPANY.contact.email}, ${COMPANY.contact.phone}, ${COMPANY.contact.address}`,
    );
  });

  it("names unknown tokens and leaves them as they are", () => {
    expect(unknownTokens("{{email}} {{fax}} {{ceo}}")).toEqual(["fax", "ceo"]);
    expect(unknownTokens("no tokens")).toEqual([]);
    expect(fillCompanyTokens("{{fax}}", COMPANY)).toBe("{{fax}}");
  });
});
