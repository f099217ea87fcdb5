import { withCappedBody } from "@/lib/graphql/http-handler";
import { yoga } from "@/lib/graphql/yoga";

/** The backend-for-frontend endpoint (GraphQL Yoga): body cap, CORS, batching, APQ, masked errors, limits. */
async function handle(request: Request): Promise<Response> {
  return withCappedBody(request, (capped) => yoga.fetch(capped));
}

export { handle as GET, handle as POST, handle as OPTIONS };
