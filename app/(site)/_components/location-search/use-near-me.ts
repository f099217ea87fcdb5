"use client";

import { useCallback, useEffect, useState } from "react";
import type { Position } from "@/lib/search/near-me";

/**
 * The visitor's position, offered only when the browser already holds geolocation permission for
 * this site: the Permissions API is asked (which never prompts), and the position is read only after
 * a "granted" answer, so no page load ever shows a permission prompt. Anything that fails (no
 * Permissions API, denied, no fix, timeout) quietly gives nothing.
 */
export function useNearMe(): { available: boolean; locate: () => Promise<Position | undefined> } {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setAvailable(status?.state === "granted");
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((answer) => {
        status = answer;
        update();
        // A person may grant or revoke it in the browser's settings while the page is open.
        answer.addEventListener("change", update);
      })
      .catch(() => setAvailable(false));
    return () => status?.removeEventListener("change", update);
  }, []);

  const locate = useCallback(
    () =>
      new Promise<Position | undefined>((resolve) => {
        if (!available || !navigator.geolocation) return resolve(undefined);
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          () => resolve(undefined),
          { maximumAge: 600_000, timeout: 10_000 },
        );
      }),
    [available],
  );

  return { available, locate };
}
