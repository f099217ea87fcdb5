"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { PERFORMANCE_HUB_PATH } from "@/lib/agents/hub-urls";
import { signOut } from "@/lib/session/client/auth-api";
import { storeAuthIntent } from "@/lib/session/client/auth-intent";
import { useStoredMember } from "@/lib/session/client/member-store";
import { SESSION_ENDED_MESSAGE } from "@/lib/auth/messages";
import { useFlag } from "@/lib/flags/react";
import { useSessionEffects } from "./session-effects";
import styles from "./site-header.module.css";

/**
 * "Sign in" for visitors; for members a menu with their name and picture: profile, settings,
 * sign out. Rendered from the member the browser stores (never from the server's session, so the
 * page around it can be shared by the edge page cache); the session effects keep it in step with
 * the cookies.
 */
export function MemberMenu({ linkClassName }: { linkClassName: string | undefined }) {
  const member = useStoredMember();
  const notify = useFlag("systemNotifications");
  const [sessionEnded, setSessionEnded] = useState(false);
  const onSessionEnded = useCallback(() => {
    if (notify) setSessionEnded(true);
  }, [notify]);
  useSessionEffects(onSessionEnded);
  const pathname = usePathname();
  const router = useRouter();
  // The stored member is forgotten the moment sign-out starts; "Sign in" shows only once the
  // server has ended the session too, so nothing links on while the cookies still sign them in.
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut().catch(() => undefined);
    } finally {
      setSigningOut(false);
    }
    router.push("/");
    router.refresh();
  }

  return (
    <>
      {member ? (
        <SignedInMenu
          name={member.name}
          username={member.username}
          avatarUrl={member.avatarUrl ?? null}
          isAgent={member.agentId != null}
          onSignOut={onSignOut}
        />
      ) : signingOut ? (
        <span className={linkClassName} aria-live="polite">
          Signing out…
        </span>
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

function SignedInMenu({
  name,
  username,
  avatarUrl,
  isAgent,
  onSignOut,
}: {
  name: string;
  username: string;
  avatarUrl: string | null;
  /** An agent's own account: the menu leads to their performance hub. */
  isAgent: boolean;
  onSignOut: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hubOn = useFlag("performanceHub");

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
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
        {isAgent && hubOn && (
          <li>
            <Link href={PERFORMANCE_HUB_PATH} onClick={() => setOpen(false)}>
              Your performance hub
            </Link>
          </li>
        )}
        <li>
          <Link href="/account" onClick={() => setOpen(false)}>
            Account settings
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void onSignOut();
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}
