import { yoga } from "@/lib/graphql/yoga";

/** The backend-for-frontend endpoint (GraphQL Yoga): batching, APQ, masked errors, limits. */
async function handle(request: Request): Promise<Response> {
  return yoga.fetch(request);
}

export { handle as GET, handle as POST, handle as OPTIONS };
