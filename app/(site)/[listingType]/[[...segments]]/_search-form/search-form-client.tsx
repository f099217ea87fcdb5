"use client";

import { createContext, useContext, useRef, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import styles from "./search-form.module.css";

type Extra = readonly (readonly [string, string])[];

const SubmitContext = createContext<(extra?: Extra) => void>(() => {});

/** Lets a control inside the form submit it with extra fields (e.g. a suburb chosen in the box). */
export function useSubmitSearch() {
  return useContext(SubmitContext);
}

/**
 * The search form's client half: a plain GET form to /search (works without JavaScript) that,
 * with JavaScript, applies each change at once by navigating client-side. /search answers with
 * a redirect to the canonical results URL (middleware), so no URL logic ships to the browser.
 */
export function SearchFormClient({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  function submit(extra: Extra = []) {
    if (!form.current) return;
    const data = new FormData(form.current);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.append(key, value);
    for (const [key, value] of extra) params.append(key, value);
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
          // Text boxes (the suburb search) submit through their own choice, not on every key.
          if (event.target instanceof HTMLInputElement && event.target.type === "text") return;
          submit();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const pressed = submitter instanceof HTMLButtonElement && submitter.name ? ([[submitter.name, submitter.value]] as const) : [];
          submit(pressed);
        }}
      >
        {children}
        {pending && <span className={styles.pending} role="status">Updating results…</span>}
      </form>
    </SubmitContext>
  );
}
