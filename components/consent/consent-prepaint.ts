// Shared by the client banner and the root layout's inline script (a server component cannot read constants
// from a "use client" module), so this file has no directive.
export const CONSENT_COOKIE = "cookie_consent";

/** Set on <html> before the first paint when the visitor has already accepted cookies. */
export const CONSENT_GIVEN_ATTRIBUTE = "data-cookie-consent";

/**
 * An inline script for <head>: the banner is in the server HTML for every visitor (so it paints with the
 * page instead of appearing after hydration as the page's largest, and latest, element), and this hides it
 * before the first paint for those who accepted; after hydration React removes it altogether.
 */
export const CONSENT_PREPAINT_SCRIPT = `if(document.cookie.split(";").some(function(p){return p.trim().indexOf(${JSON.stringify(`${CONSENT_COOKIE}=`)})===0}))document.documentElement.setAttribute(${JSON.stringify(CONSENT_GIVEN_ATTRIBUTE)},"")`;
