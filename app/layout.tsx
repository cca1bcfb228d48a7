import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { CookieBanner } from "@/components/consent/cookie-banner";
import { CONSENT_PREPAINT_SCRIPT } from "@/components/consent/consent-prepaint";
import { DemoDataNotice } from "@/components/layout/demo-data-notice";
import { LazyAfterHydrationParts } from "@/components/layout/lazy-after-hydration-parts";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { StaleDataNotice } from "@/components/layout/stale-data-notice";
import { publicAuthConfig } from "@/lib/auth/auth-config";
import { sessionCookieOptions } from "@/lib/auth/session-cookie";
import { COMPANY } from "@/lib/content/company";
import { parseGaId, siteUrl } from "@/lib/env/public-env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${COMPANY.brand}: ${COMPANY.tagline}`, template: `%s | ${COMPANY.brand}` },
  description:
    "Research, screen and compare every mutual fund in India, use exact calculators, know your risk profile and plan your goals.",
  applicationName: COMPANY.brand,
  // Relative canonical and Open Graph URLs become absolute on the site's address.
  metadataBase: new URL(siteUrl()),
};

// Public pages are static and refreshed at most every 5 minutes, so an import shows up without a rebuild.
export const revalidate = 300;

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The auth service's address is a run-time fact (embedded: this origin), so it is handed down, not inlined.
  const authConfig = { ...(await publicAuthConfig()), cookieOptions: sessionCookieOptions() };
  return (
    // suppressHydrationWarning: the inline script may mark <html> before React hydrates it.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PREPAINT_SCRIPT }} />
      </head>
      <body>
        <AuthProvider config={authConfig}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <DemoDataNotice />
          <StaleDataNotice />
          <SiteHeader brand={COMPANY.brand} />
          <main id="main">{children}</main>
          <SiteFooter />
          <CookieBanner />
          <LazyAfterHydrationParts ga={parseGaId(process.env.NEXT_PUBLIC_GA_ID)} />
        </AuthProvider>
      </body>
    </html>
  );
}
