import { communityPostRoute } from "@/app/_community/community-post-route";
import { follow } from "@/lib/services/follows/follows";

type Params = { params: Promise<{ id: string }> };

/** POST /posts/post/follow/{id}: the member follows a question (following twice is still following). */
export async function POST(request: Request, { params }: Params) {
  const { id } = await params;
  return communityPostRoute(
    ({ ctx, viewer }) => follow(ctx, viewer, { targetType: "question", targetId: id }),
    (result) => ({ postId: id, following: result.following }),
    { bodyless: true },
  )(request);
}
