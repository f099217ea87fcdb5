import "server-only";
import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";

/** The development mailbox exists only outside production; there it is simply not found. */
export function assertDevelopmentMailbox() {
  if (serverEnv.APP_ENV === "production") notFound();
}
