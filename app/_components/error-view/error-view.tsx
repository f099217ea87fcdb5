"use client";

import Link from "next/link";
import type { MouseEvent } from "react";
import { mailtoHref, telHref } from "@/lib/ui/contact";
import { FEEDBACK_SUBJECT, feedbackMailto } from "@/lib/ui/feedback-mail";
import { useSupportContact } from "./support-contact";
import styles from "./error-view.module.css";

// The root layout takes the provider from here, not from ./support-contact, so the layout's chunk
// carries the error view and the error, not-found and global-error boundaries (whose chunks every
// page loads) stop each repeating a copy of it (docs/performance.md).
export { SupportContactProvider } from "./support-contact";

export const DEFAULT_ERROR_TITLE = "Sorry, the product is unable to load";
export const DEFAULT_ERROR_MESSAGE = "Please try and refresh the page";

export interface ErrorViewProps {
  title?: string;
  message?: string;
  /** An optional extra line, e.g. an error reference support can look up. */
  detail?: string;
  /** Offer Reload (rendering errors); otherwise offer Go Home and a home page link. */
  reload?: boolean;
  /** Goes into the feedback e-mail, not on screen. */
  stack?: string;
  /** Heading level: h1 on pages of their own, h2 where the page already has a heading. */
  headingLevel?: 1 | 2;
}

/**
 * The error screen: a title and message (with defaults), an optional detail line, Reload when
 * reload is enabled or else Go Home, and the phone and feedback e-mail links.
 */
export function ErrorView({
  title = DEFAULT_ERROR_TITLE,
  message = DEFAULT_ERROR_MESSAGE,
  detail,
  reload = false,
  stack,
  headingLevel = 1,
}: ErrorViewProps) {
  const support = useSupportContact();
  const Heading = headingLevel === 1 ? "h1" : "h2";

  // The link works without JavaScript (subject only); a click writes the full report with the
  // time of the click and this browser's user agent, which the server cannot know.
  function openFeedbackMail(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.location.href = feedbackMailto(support.email, {
      time: new Date(),
      userAgent: navigator.userAgent,
      detail,
      stack,
    });
  }

  return (
    <section className={styles.view} data-testid="error-view" aria-labelledby="error-view-title">
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <path
          d="M8 22 24 8l16 14v18H8z"
          fill="var(--color-brand-soft)"
          stroke="var(--color-brand)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M24 20v9" stroke="var(--color-brand-strong)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24" cy="34" r="1.8" fill="var(--color-brand-strong)" />
      </svg>
      <Heading id="error-view-title" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <div className={styles.actions}>
        {reload ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => window.location.reload()}
            data-testid="error-reload"
          >
            Reload
          </button>
        ) : (
          <Link href="/" className={styles.primary} data-testid="error-home">
            Go Home
          </Link>
        )}
      </div>
      <p className={styles.contact}>
        Need help? <a href={telHref(support.phone)}>Call us on {support.phone}</a> or{" "}
        <a
          href={mailtoHref(support.email, { subject: FEEDBACK_SUBJECT })}
          onClick={openFeedbackMail}
          data-testid="error-email"
        >
          e-mail us
        </a>
        .
      </p>
      {reload ? null : (
        <p className={styles.contact}>
          Or <Link href="/">go to the home page</Link>.
        </p>
      )}
    </section>
  );
}
