import { communityPostRoute } from "@/app/_community/community-post-route";
import { unfollow } from "@/lib/services/follows/follows";

type Params = { params: Promise<{ id: string }> };

/** POST /posts/post/unfollow/{id}: the member stops following a question. */
export async function POST(request: Request, { params }: Params) {
  const { id } = await params;
  return communityPostRoute(
    ({ ctx, viewer }) => unfollow(ctx, viewer, { targetType: "question", targetId: id }),
    (result) => ({ postId: id, following: result.following }),
    { bodyless: true },
  )(request);
}
