"use client";

import { useState, type FormEvent } from "react";
import { AuthCallError } from "@/lib/session/client/auth-api";

export interface SubmitState {
  pending: boolean;
  message: string | null;
  fieldErrors: Record<string, string>;
}

/**
 * Form submission for the auth pages: collects the fields, runs `submit`, and turns an
 * AuthCallError into a form message and per-field messages (429 says when to retry).
 */
export function useAuthSubmit(submit: (fields: Record<string, string>, form: HTMLFormElement) => Promise<void>) {
  const [state, setState] = useState<SubmitState>({ pending: false, message: null, fieldErrors: {} });
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
    });
    setState({ pending: true, message: null, fieldErrors: {} });
    try {
      await submit(fields, form);
      setState((current) => ({ ...current, pending: false }));
    } catch (error) {
      if (error instanceof AuthCallError) {
        const wait =
          error.status === 429 && error.retryAfterSeconds
            ? ` (try again in ${Math.ceil(error.retryAfterSeconds / 60)} min)`
            : "";
        setState({ pending: false, message: error.message + wait, fieldErrors: error.fieldErrors });
      } else {
        setState({ pending: false, message: "Something went wrong. Please try again.", fieldErrors: {} });
      }
    }
  }
  return { ...state, onSubmit, setMessage: (message: string | null) => setState((s) => ({ ...s, message })) };
}
