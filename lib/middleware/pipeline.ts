import { NextResponse, type NextRequest } from "next/server";

/**
 * What middleware steps share for one request: headers to pass on to the page (server
 * components read them with `headers()`) and cookies to set on whatever response goes back.
 */
export interface MiddlewareContext {
  readonly request: NextRequest;
  /** Request headers forwarded to the app; steps add to them (e.g. the verified member). */
  readonly forwardHeaders: Headers;
  /** Cookies every response must carry (a refreshed session, an experiment assignment). */
  readonly setCookies: { name: string; value: string; options?: Parameters<NextResponse["cookies"]["set"]>[2] }[];
}

/** A step either answers the request itself (a redirect, a 401) or adds to the context. */
export type MiddlewareStep = (context: MiddlewareContext) => Promise<Response | void> | Response | void;

/**
 * Runs the steps in order; the first that answers wins. Otherwise the request continues to the
 * app with the forwarded headers. Cookies from every step that ran are set on the response.
 */
export async function runMiddleware(request: NextRequest, steps: readonly MiddlewareStep[]): Promise<Response> {
  const context: MiddlewareContext = { request, forwardHeaders: new Headers(request.headers), setCookies: [] };
  let answer: Response | void = undefined;
  for (const step of steps) {
    answer = await step(context);
    if (answer) break;
  }
  const response =
    answer instanceof NextResponse
      ? answer
      : answer
        ? new NextResponse(answer.body, answer)
        : NextResponse.next({ request: { headers: context.forwardHeaders } });
  for (const cookie of context.setCookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
