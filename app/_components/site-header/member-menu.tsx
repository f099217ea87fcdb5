"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { signOut } from "@/lib/auth/client/auth-api";
import { storeAuthIntent } from "@/lib/auth/client/auth-intent";
import { useStoredMember } from "@/lib/auth/client/member-store";
import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { useFlag } from "@/lib/flags/react";
import { useSessionEffects } from "./session-effects";
import styles from "./site-header.module.css";

/** What the server knew from the verified access cookie when it rendered the page. */
export interface HeaderViewer {
  username: string;
  name: string;
}

/**
 * "Sign in" for visitors; for members a menu with their name and picture: profile, settings,
 * sign out. The server's viewer renders first (no flash), the stored member takes over after
 * hydration and the session effects keep both in step with the cookies.
 */
export function MemberMenu({
  viewer,
  linkClassName,
}: {
  viewer: HeaderViewer | null;
  linkClassName: string | undefined;
}) {
  const stored = useStoredMember();
  const notify = useFlag("systemNotifications");
  const [sessionEnded, setSessionEnded] = useState(false);
  const onSessionEnded = useCallback(() => {
    if (notify) setSessionEnded(true);
  }, [notify]);
  useSessionEffects(onSessionEnded);
  const member = stored ?? viewer;
  const pathname = usePathname();

  return (
    <>
      {member ? (
        <SignedInMenu name={member.name} username={member.username} avatarUrl={stored?.avatarUrl ?? null} />
      ) : (
        <Link
          href={
            pathname.startsWith("/sign-in") ? "/sign-in" : `/sign-in?${new URLSearchParams({ returnTo: pathname })}`
          }
          className={linkClassName}
          data-section="user"
          onClick={() => storeAuthIntent({ mode: "login", type: "email", position: "header" })}
        >
          Sign in
        </Link>
      )}
      {sessionEnded && (
        <div role="alert" className={styles.sessionEnded} data-testid="session-ended">
          {SESSION_ENDED_MESSAGE}
          <button type="button" onClick={() => setSessionEnded(false)} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

function SignedInMenu({ name, username, avatarUrl }: { name: string; username: string; avatarUrl: string | null }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  async function onSignOut() {
    setOpen(false);
    await signOut().catch(() => undefined);
    router.push("/");
    router.refresh();
  }

  return (
    <div className={styles.memberMenu} onKeyDown={onKeyDown} data-testid="member-menu">
      <button
        ref={buttonRef}
        type="button"
        className={styles.memberButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {/* A plain img: member pictures are arbitrary https URLs; next/image would need every host allow-listed. */}
          {avatarUrl ? <img src={avatarUrl} alt="" width={28} height={28} /> : initials(name)}
        </span>
        <span className={styles.memberName}>{name}</span>
        <span className="visually-hidden"> account menu</span>
      </button>
      <ul id={menuId} className={styles.memberList} hidden={!open}>
        <li>
          <Link href={`/user/${username}`} onClick={() => setOpen(false)}>
            Your profile
          </Link>
        </li>
        <li>
          <Link href="/account" onClick={() => setOpen(false)}>
            Account settings
          </Link>
        </li>
        <li>
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
