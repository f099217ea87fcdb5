"use client";

import { useEffect, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import type { PostType } from "@/lib/graphql/generated/operations";
import { MyPostsDocument } from "@/lib/graphql/generated/documents/MyPosts";

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of the shown posts of one kind the signed-in member wrote. The pages are shared by every
 * reader (and the edge cache), so authorship is asked from the browser, like helpful marks.
 */
export function useMyPosts(postType: PostType, postIds: readonly string[]): ReadonlySet<string> {
  const member = useStoredMember();
  const [mine, setMine] = useState(NONE);
  const key = postIds.join(",");
  useEffect(() => {
    if (!member || !key) return;
    let live = true;
    requestOperation(MyPostsDocument, { postType, postIds: key.split(",") })
      .then(({ myPosts }) => live && setMine(new Set(myPosts.map(String))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [member, postType, key]);
  return member ? mine : NONE;
}
