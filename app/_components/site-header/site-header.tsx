import Link from "next/link";
import { getViewer } from "@/lib/auth/server/viewer";
import { PRODUCT_NAME } from "@/lib/ui/brand";
import { HOME_NAV } from "@/lib/ui/navigation";
import { Logo } from "./logo";
import { SiteNav } from "./site-nav";
import styles from "./site-header.module.css";

/** The banner landmark on every page: home link, the section navigation and the member menu. */
export async function SiteHeader() {
  const viewer = await getViewer();
  return (
    <header className={styles.header} data-testid="site-header" data-print="hide">
      <div className={`container ${styles.bar}`}>
        <Link href={HOME_NAV.href} className={styles.home} aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
        </Link>
        <SiteNav viewer={viewer ? { username: viewer.username, name: viewer.name } : null} />
      </div>
    </header>
  );
}
