import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";
import { isLoopbackDevelopmentRequest } from "@/lib/mail/loopback-development";

/**
 * The development mailbox shows every reset and confirmation link, so it exists only for a
 * request from the developer's own machine in development; anywhere else (previews included,
 * which are public) it is simply not found.
 */
export async function assertDevelopmentMailbox() {
  if (!isLoopbackDevelopmentRequest(serverEnv.APP_ENV, await headers())) notFound();
}
