import Link from "next/link";
import { serverEnv } from "@/lib/env";
import { STATES } from "@/lib/locations/states";
import { REFERENCE_PATH } from "@/lib/http/api/reference-page";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/ui/brand";
import { mailtoHref, telHref } from "@/lib/ui/contact";
import { PRIMARY_NAV, stateLocationHref } from "@/lib/ui/navigation";
import styles from "./site-footer.module.css";

/**
 * The contentinfo landmark: support line and e-mail, section links and a link per state. Footer
 * links are low-intent, so they are not prefetched (each prefetch would render on the Worker).
 */
export function SiteFooter() {
  const phone = serverEnv.SUPPORT_PHONE;
  const email = serverEnv.SUPPORT_EMAIL;
  return (
    <footer className={styles.footer} data-testid="site-footer" data-print="hide">
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Need a hand?
          </h2>
          <p className={styles.lead}>Our support team answers calls and e-mails on weekdays.</p>
          <ul className={styles.list}>
            <li>
              <a href={telHref(phone)} className={styles.contact} data-testid="support-phone">
                Call {phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(email)} className={styles.contact} data-testid="support-email">
                E-mail {email}
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {PRIMARY_NAV.map((item) => (
              <li key={item.section}>
                <Link href={item.href} prefetch={false}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-states">
          <h2 id="footer-states" className={styles.heading}>
            Property by state
          </h2>
          <ul className={`${styles.list} ${styles.states}`}>
            {STATES.map((state) => (
              <li key={state.code}>
                <Link href={stateLocationHref(state.code)} prefetch={false}>
                  <abbr title={state.name}>{state.code}</abbr>
                  <span className="visually-hidden"> {state.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {PRODUCT_TAGLINE}.
        </p>
        <p>
          {/* Not a Next page (the reference is its own HTML), so a plain link. */}
          <a href={REFERENCE_PATH}>API for developers</a>
        </p>
      </div>
    </footer>
  );
}
