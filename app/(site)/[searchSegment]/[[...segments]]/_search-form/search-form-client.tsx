"use client";

import { createContext, useContext, useRef, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { expectNewResults, useAnnouncement } from "./results-announcer";
import styles from "./search-form.module.css";

type Extra = readonly (readonly [string, string])[];

const SubmitContext = createContext<(extra?: Extra) => void>(() => {});

/** Lets a control inside the form submit it with extra fields (e.g. a suburb chosen in the box). */
export function useSubmitSearch() {
  return useContext(SubmitContext);
}

/**
 * The search form's client half: a plain GET form to /search (works without JavaScript) that,
 * with JavaScript, navigates client-side: the sort and the place chips apply at once, the
 * filters panel on "Update results". /search answers with
 * a redirect to the canonical results URL (middleware), so no URL logic ships to the browser.
 * When the new results arrive they come into view and their count is announced (results-arrived).
 */
export function SearchFormClient({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const announcement = useAnnouncement();

  function submit(extra: Extra = [], fromPanel = false) {
    if (!form.current) return;
    const data = new FormData(form.current);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.append(key, value);
    for (const [key, value] of extra) params.append(key, value);
    expectNewResults({ focusCount: fromPanel });
    startTransition(() => router.push(`/search?${params.toString()}`, { scroll: false }));
  }

  return (
    <SubmitContext value={submit}>
      <form
        ref={form}
        action="/search"
        method="get"
        className={className}
        aria-busy={pending}
        data-testid="search-form"
        onChange={(event) => {
          const target = event.target as HTMLElement;
          // Text boxes (the suburb search) submit through their own choice, not on every key, and
          // the filters panel collects several choices before "Update results" applies them.
          if (target instanceof HTMLInputElement && target.type === "text") return;
          if (target.closest("details")) return;
          submit();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const pressed =
            submitter instanceof HTMLButtonElement && submitter.name
              ? ([[submitter.name, submitter.value]] as const)
              : [];
          // "Update results" sits at the foot of the filters panel (a chip's Remove is outside it).
          submit(pressed, submitter instanceof HTMLElement && submitter.closest("details") !== null);
        }}
      >
        {children}
        {pending && (
          <span className={styles.pending} role="status">
            Updating results…
          </span>
        )}
        <p className={styles.visuallyHidden} role="status" data-testid="results-announcement">
          {announcement}
        </p>
      </form>
    </SubmitContext>
  );
}
