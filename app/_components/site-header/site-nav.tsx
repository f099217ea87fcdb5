"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { MEMBER_NAV, PRIMARY_NAV, sectionFromPathname, type NavItem, type Section } from "@/lib/ui/navigation";
import { MemberMenu } from "./member-menu";
import styles from "./site-header.module.css";

const MENU_ID = "site-menu";

/**
 * Section links with the active marker (aria-current) and, below the larger breakpoint (1024px), a menu
 * button disclosing them. The menu remembers the path it was opened on, so any navigation closes it.
 */
export function SiteNav() {
  const pathname = usePathname();
  const section = sectionFromPathname(pathname);
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpenOnPath(null);
  }

  // Focus or a click moving outside the navigation closes the menu, as for any disclosure.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && open) {
      close();
      buttonRef.current?.focus();
    }
  }

  return (
    <nav aria-label="Main" className={styles.nav} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpenOnPath(open ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <div id={MENU_ID} className={styles.menu} data-open={open}>
        <NavList
          items={PRIMARY_NAV}
          pathname={pathname}
          active={section}
          onNavigate={close}
          className={styles.primary}
        />
        <NavList
          items={MEMBER_NAV.filter((item) => item.section !== "user")}
          pathname={pathname}
          active={section}
          onNavigate={close}
          className={styles.member}
          extra={<MemberMenu linkClassName={styles.link} />}
        />
      </div>
    </nav>
  );
}

interface NavListProps {
  items: readonly NavItem[];
  pathname: string;
  active: Section;
  onNavigate: () => void;
  className: string | undefined;
  /** The member menu (or "Sign in") after the member links. */
  extra?: ReactNode;
}

/** "page" on the section's own route, "true" deeper inside it (a search results page under Buy). */
function currentMarker(item: NavItem, pathname: string, active: Section) {
  if (item.section !== active) return undefined;
  return pathname === item.href ? "page" : "true";
}

function NavList(props: NavListProps) {
  return (
    <ul className={`${styles.list} ${props.className}`}>
      {props.items.map((item) => (
        <li key={item.section}>
          <Link
            href={item.href}
            className={styles.link}
            aria-current={currentMarker(item, props.pathname, props.active)}
            data-section={item.section}
            onClick={props.onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
      {props.extra && <li>{props.extra}</li>}
    </ul>
  );
}
