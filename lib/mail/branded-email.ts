import { COMPANY } from "@/lib/content/company";
import { escapeHtml } from "@/lib/http/html-escape";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface BrandedEmail {
  subject: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after it (the code, the expiry, what to do if it was not you). */
  outro: string[];
  siteUrl: string;
}

/**
 * One email in the site's plain style: text and HTML with the same words, no images, no tracking pixels, no
 * rewritten links; every link is written out in full so the reader sees where it goes.
 */
export function brandedEmail(email: BrandedEmail): EmailContent {
  const brand = COMPANY.brand;
  const footer = `${brand} · ${email.siteUrl}`;
  const text = [
    ...email.intro,
    ...(email.action ? [`${email.action.label}: ${email.action.url}`] : []),
    ...email.outro,
    `-- \n${footer}`,
  ].join("\n\n");
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const action = email.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(email.action.url)}" style="display:inline-block;padding:10px 18px;background:#0f5c4d;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(email.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Or open this address: <a href="${escapeHtml(email.action.url)}" style="color:#0f5c4d;word-break:break-all">${escapeHtml(email.action.url)}</a></p>`
    : "";
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f7f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f1d">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">`,
    `<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0f5c4d">${escapeHtml(brand)}</p>`,
    ...email.intro.map(paragraph),
    action,
    ...email.outro.map(paragraph),
    `<p style="margin:24px 0 0;font-size:12px;color:#777777">${escapeHtml(brand)} · <a href="${escapeHtml(email.siteUrl)}" style="color:#777777">${escapeHtml(email.siteUrl)}</a></p>`,
    `</div></body></html>`,
  ].join("");
  return { subject: email.subject, text, html };
}
