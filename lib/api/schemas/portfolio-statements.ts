import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { isoDate } from "@/lib/api/schemas/fields";
import { CAS_LAYOUTS } from "@/lib/cas/cas-statement";
import { formatLimit, STATEMENT_UPLOAD_LIMIT_BYTES } from "@/lib/http/body-limits";
import { RATE_LIMIT_TABLE } from "@/lib/security/rate-limits/rate-limit-table";

const check = z.object({ name: z.enum(["readable", "units", "nav", "value"]), ok: z.boolean(), detail: z.string() });

const planCandidate = z.object({
  scheme_code: z.number().int(),
  plan_display_name: z.string(),
  isin: z.string().nullable(),
  score: z.number().meta({ description: "Similarity of the fund's words to the printed name (trigrams, 0 to 1)." }),
});

export const statementPreview = z.object({
  layout: z.enum(CAS_LAYOUTS),
  from: isoDate.nullable(),
  to: isoDate,
  schemes: z.array(
    z.object({
      folio: z.string(),
      amc: z.string().nullable(),
      name: z.string(),
      former_name: z.string().nullable(),
      rta_code: z.string().nullable(),
      isin: z.string().nullable(),
      registrar: z.string().nullable(),
      scheme_code: z.number().int().nullable(),
      plan_display_name: z.string().nullable(),
      resolved_by: z.enum(["isin", "amfi", "registrar", "name", "nav", "pick"]).nullable().meta({
        description:
          "`nav`: the name fits several plans and the NAVs the statement prints are this one's only; `pick`: the member chose the plan among the name's candidates.",
      }),
      candidates: z.array(planCandidate).meta({
        description:
          "The plans the printed name fits when it fits more than one: the member may pick one (field `picks`).",
      }),
      opening_units: z.string().nullable().meta({ description: "Decimal as text (never a float)." }),
      closing_units: z.string(),
      nav: z.string().nullable(),
      nav_date: isoDate.nullable(),
      value: z.string().nullable(),
      rows: z.number().int().meta({ description: "Rows printed for the scheme." }),
      unit_transactions: z.number().int().meta({ description: "Rows that move units: what an import records." }),
      other_rows: z
        .number()
        .int()
        .meta({ description: "Stamp duty, STT, TDS, IDCW paid out, notes: shown, not recorded." }),
      reversed_pairs: z.number().int(),
      already_imported: z.number().int(),
      checks: z.array(check),
      problems: z.array(z.string()).meta({
        description:
          "Each line of the scheme that could not be read, with its page and text; any one blocks the scheme.",
      }),
      blocked: z.string().nullable().meta({
        description:
          "Why the scheme cannot be imported (a failed check, no plan, no NAV on the site, or an opening balance the member's earlier imports do not explain); null when it can.",
      }),
    }),
  ),
});
export type StatementPreview = z.output<typeof statementPreview>;

/** The form field `picks`: "2:118535,5:120503" (scheme number from 1, AMFI code). */
export const statementPicks = z
  .string()
  .regex(/^\d{1,4}:\d{1,9}(,\d{1,4}:\d{1,9})*$/, "Field 'picks' must read like 2:118535,5:120503.")
  .transform(
    (text) =>
      new Map(
        text
          .split(",")
          .map((pair) => pair.split(":").map(Number) as [number, number])
          .map(([n, code]) => [n - 1, code] as const),
      ),
  );

export const statementImport = z.object({
  added: z.number().int(),
  already_present: z.number().int(),
  schemes_imported: z.number().int(),
  schemes_skipped: z.number().int(),
});
export type StatementImport = z.output<typeof statementImport>;

const member = { cacheable: false, member: true, tag: "Portfolio" } as const;
const uploads = RATE_LIMIT_TABLE["statement-upload"];
const UPLOAD = `multipart/form-data with \`file\` (the statement PDF, ${formatLimit(STATEMENT_UPLOAD_LIMIT_BYTES)} at most), \`password\`, and for each scheme whose name fits more than one plan optionally \`picks\`: \`<scheme number from 1>:<AMFI code of one of its candidates>\`, comma-separated. The PDF is read in memory and never stored; the password is never stored or logged. ${uploads.points} uploads in ${uploads.durationSeconds / 60} minutes per member.`;

export const previewStatementEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/portfolio/statements/preview",
  summary: "Read a consolidated account statement (CAS) and show what importing it would do",
  description: `${UPLOAD} Nothing is saved.`,
  payload: statementPreview,
});

export const importStatementEndpoint = defineEndpoint({
  ...member,
  method: "POST",
  path: "/api/v1/portfolio/statements",
  summary: "Import a consolidated account statement (CAS) into the member's transactions",
  description: `${UPLOAD} Also \`choice\`: \`all\` (refused if any scheme is blocked) or \`valid\` (the schemes that pass their checks). Importing the same statement again adds nothing.`,
  payload: statementImport,
});

export const STATEMENT_ENDPOINTS = [previewStatementEndpoint, importStatementEndpoint] as const;
