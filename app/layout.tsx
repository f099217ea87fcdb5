import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { serverEnv } from "@/lib/env";
import { evaluateFlags } from "@/lib/flags/evaluate";
import { FlagsProvider } from "@/lib/flags/react";
import { formatVersionHeader } from "@/lib/flags/version-check";
import { scriptSafeJson } from "./(site)/homes/[slug]/[id]/_components/json-ld";
import { REPORTING_SETTINGS_ID, type BrowserReportingSettings } from "@/lib/observability/browser-reports";
import { getAppVersion, getFlagSources } from "@/lib/services/platform/request-flags";
import { BRAND_COLOR, PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/ui/brand";
import { headers } from "next/headers";
import { NONCE_REQUEST_HEADER } from "@/lib/security/security-headers";
import { LazyAddOns } from "./_components/add-ons/lazy-add-ons";
import { NoticeToast, noticeDismissedScript } from "./_components/add-ons/notice-toast";
import { AdvertisingScript } from "./_components/advertising-script";
import { SupportContactProvider } from "./_components/error-view/error-view";
import { OfflineBanner } from "./_components/offline-banner";
import { RouteFocus } from "./_components/route-focus";
import { ShellEffects } from "./_components/shell-effects/shell-effects";
import { SiteFooter } from "./_components/site-footer/site-footer";
import { SiteHeader } from "./_components/site-header/site-header";
import { SkipLink } from "./_components/skip-link";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(serverEnv.SITE_URL),
    title: { default: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`, template: `%s | ${PRODUCT_NAME}` },
    description:
      "Search homes for sale and rent, see what sold nearby, compare agents and get to know a suburb before you move.",
    applicationName: PRODUCT_NAME,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: BRAND_COLOR, colorScheme: "light" };

/** The app shell around every page; pages render inside <main id="main">. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const flagSources = await getFlagSources();
  // The layout does not know the page URL, so only untargeted experiments count for shell flags.
  const flags = evaluateFlags(flagSources, "");
  const support = { phone: serverEnv.SUPPORT_PHONE, email: serverEnv.SUPPORT_EMAIL };
  // The browser reports errors only while sentryTracking is on and a DSN is set; the same for every
  // visitor of this deployment, so shared page copies may carry it.
  const reporting: BrowserReportingSettings | undefined =
    flags.sentryTracking && serverEnv.SENTRY_DSN
      ? {
          dsn: serverEnv.SENTRY_DSN,
          release: formatVersionHeader(serverEnv.APP_NAME, getAppVersion()),
          environment: serverEnv.APP_ENV,
        }
      : undefined;

  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;

  return (
    // The notice script may mark <html> before React hydrates it.
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: noticeDismissedScript }} />
      </head>
      <body>
        {reporting ? (
          <script
            type="application/json"
            id={REPORTING_SETTINGS_ID}
            dangerouslySetInnerHTML={{ __html: scriptSafeJson(reporting) }}
          />
        ) : null}
        <SkipLink />
        {/* Right after the skip link: it floats over the bottom of the screen, so its "Got it" comes early in the Tab order. */}
        <NoticeToast />
        <FlagsProvider sources={flagSources}>
          <SupportContactProvider contact={support}>
            <SiteHeader />
            {/* tabIndex -1: the skip link and back-to-top move focus here. */}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </SupportContactProvider>
        </FlagsProvider>
        <OfflineBanner />
        <ShellEffects
          clientVersion={getAppVersion()}
          enabled={flags.versionReload}
          logging={flags.versionReloadLogging}
        />
        {/* useSearchParams: a boundary keeps any statically rendered page from bailing out whole. */}
        <Suspense fallback={null}>
          <RouteFocus />
        </Suspense>
        <LazyAddOns />
        {flags.thirdPartyScripts ? <AdvertisingScript /> : null}
      </body>
    </html>
  );
}
