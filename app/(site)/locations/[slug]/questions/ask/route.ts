import { communityPostRoute } from "@/app/_community/community-post-route";
import { placeOf } from "@/app/_community/place-of";
import { askQuestion } from "@/lib/services/community/questions";
import { requireMember } from "@/lib/services/members/authorization";

type Params = { params: Promise<{ slug: string }> };

/**
 * POST /locations/{slug}/questions/ask `{ title, body? }` (and `/{uniqueUri}/questions/ask`,
 * which middleware rewrites here): the member asks about the place and follows the question.
 */
export async function POST(request: Request, { params }: Params) {
  const { slug } = await params;
  return communityPostRoute(
    async ({ ctx, viewer, body }) => {
      requireMember(viewer);
      const location = await placeOf(ctx, slug);
      return askQuestion(ctx, viewer, { locationId: location.id, title: body.title, body: body.body });
    },
    (result) => ({ question: { id: result.question.id, uri: result.question.uri, title: result.question.title } }),
    { status: 201 },
  )(request);
}
