import Link from "next/link";
import { PRODUCT_NAME } from "@/lib/ui/brand";
import { HOME_NAV } from "@/lib/ui/navigation";
import { Logo } from "./logo";
import { SiteNav } from "./site-nav";
import styles from "./site-header.module.css";

/**
 * The banner landmark on every page: home link, the section navigation and the member menu. It
 * reads no session on the server: the member menu fills in in the browser, so shared pages (the
 * edge page cache, docs/page-cache.md) are the same for members and visitors.
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-testid="site-header" data-print="hide">
      <div className={`container ${styles.bar}`}>
        <Link href={HOME_NAV.href} className={styles.home} aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
