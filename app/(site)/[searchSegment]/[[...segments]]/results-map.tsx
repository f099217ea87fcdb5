"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useFlag } from "@/lib/flags/react";
import type { MapViewport } from "@/lib/search/filter";
import { SearchMap, type MapMarker, type MapViewportWithBounds } from "../../_components/search-map/search-map";
import { encodeShape } from "@/lib/search/polyline";

/**
 * The map view's glue: map gestures become new search URLs. It edits the current URL's query
 * (context, viewport, shape) and navigates; middleware turns that into the canonical URL, so no
 * URL builder (and no zod) ships to the browser.
 */
export function ResultsMap(props: {
  markers: MapMarker[];
  viewport?: MapViewport;
  shape?: [number, number][];
  boundaryWkt?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const clustering = useFlag("advancedMapClustering");

  function go(edit: (query: URLSearchParams) => void) {
    const query = new URLSearchParams(searchParams.toString());
    for (const key of ["context", "lat", "lng", "zoom", "bounds", "shape", "page"]) query.delete(key);
    edit(query);
    query.set("view", "map");
    router.replace(`${pathname.replace(/\/page-\d+$/, "")}?${query.toString()}`, { scroll: false });
  }

  function onMapAreaChange(viewport: MapViewportWithBounds) {
    go((query) => {
      query.set("context", "map");
      query.set("lat", viewport.latitude.toFixed(6));
      query.set("lng", viewport.longitude.toFixed(6));
      query.set("zoom", viewport.zoom.toFixed(2));
      query.set("bounds", JSON.stringify(viewport.bounds));
    });
  }

  return (
    <SearchMap
      markers={props.markers}
      viewport={props.viewport}
      shape={props.shape ? encodeShape(props.shape) : undefined}
      boundaryWkt={props.boundaryWkt}
      clustering={clustering}
      onMapAreaChange={onMapAreaChange}
      onDrawnArea={(encoded) =>
        go((query) => {
          query.set("context", "draw");
          query.set("shape", encoded);
        })
      }
      onClearDrawing={() => go(() => {})}
    />
  );
}
