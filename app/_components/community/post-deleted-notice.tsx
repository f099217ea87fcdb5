"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Where focus goes when a post the member deleted leaves the page: its "Yes, delete" button is
 * gone with it, so focus moves to a notice saying what happened instead of falling to the page.
 */
export function usePostDeletedNotice() {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  const announce = useCallback((postType: string) => setText(`Your ${postType} was deleted.`), []);
  const notice = (
    <p ref={ref} tabIndex={-1} role="status" data-testid="post-deleted">
      {text}
    </p>
  );
  return { notice: text ? notice : null, announce };
}
