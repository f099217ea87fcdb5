"use client";

import { useState } from "react";
import { SearchMap, type MapViewportWithBounds } from "@/app/(site)/_components/search-map/search-map";
import { useFlag } from "@/lib/flags/react";
import { DEMO_BOUNDARY_WKT, DEMO_MARKERS } from "./demo-listings";

/**
 * What a results page does with the map's events, shown on the page so tests can read them:
 * the drawn area goes back in as `shape`, as it would through the URL.
 */
export function MapDemo() {
  const flag = useFlag("advancedMapClustering");
  const [clustering, setClustering] = useState(false);
  const [shape, setShape] = useState<string>();
  const [area, setArea] = useState<MapViewportWithBounds>();
  const [events, setEvents] = useState(0);

  return (
    <>
      <p>
        <label>
          <input type="checkbox" checked={clustering} onChange={(event) => setClustering(event.target.checked)} />{" "}
          Cluster markers
        </label>{" "}
        (the <code>advancedMapClustering</code> flag is {flag ? "on" : "off"} here; results pages pass the flag)
      </p>
      <div style={{ height: 560 }}>
        <SearchMap
          markers={DEMO_MARKERS}
          boundaryWkt={DEMO_BOUNDARY_WKT}
          shape={shape}
          clustering={clustering}
          onMapAreaChange={(viewport) => {
            setArea(viewport);
            setEvents((count) => count + 1);
          }}
          onDrawnArea={setShape}
          onClearDrawing={() => setShape(undefined)}
        />
      </div>
      <dl>
        <dt>Drawn area (encoded polyline)</dt>
        <dd>
          <output data-testid="drawn-polyline">{shape ?? ""}</output>
        </dd>
        <dt>Mapped area ({events} reports)</dt>
        <dd>
          <output data-testid="mapped-area">{area ? JSON.stringify(area) : ""}</output>
        </dd>
      </dl>
    </>
  );
}
