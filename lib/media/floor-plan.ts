/**
 * Generated floor plans: a rectangular footprint split recursively into rooms, walls drawn
 * thick, door gaps and generic room labels. Deterministic from listing id, plan number,
 * property type and bedroom count (all in the URL).
 */
import { createRandom, seedOf, type Random } from "./prng";
import { listingArtSeed } from "./listing-photo";
import { escapeXml, rect, svgDocument } from "./svg";

export interface FloorPlanInput {
  listingId: number;
  /** 1-based plan number (1 = ground floor, 2 = upper level). */
  index: number;
  propertyType: number;
  bedrooms: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const WALL = 8;

export function renderFloorPlan({ listingId, index, propertyType, bedrooms }: FloorPlanInput): string {
  const rng = createRandom(seedOf(listingArtSeed(listingId), 1000 + index));
  const apartment = [4, 6, 8, 10, 11, 14].includes(propertyType);
  const labels = roomLabels(Math.max(0, Math.min(6, bedrooms)), apartment, index, rng);
  const footprint: Box = { x: 150, y: 110, w: rng.range(780, 900), h: rng.range(520, 600) };
  const boxes = split(footprint, labels.length, rng);
  let body = rect(0, 0, 1200, 800, "#ffffff");
  body += rect(footprint.x - WALL, footprint.y - WALL, footprint.w + 2 * WALL, footprint.h + 2 * WALL, "#2b2b2b");
  boxes.forEach((box, i) => {
    const label = labels[i] ?? "";
    const wet = /BATH|ENS|LDRY/.test(label);
    body += rect(box.x + WALL / 2, box.y + WALL / 2, box.w - WALL, box.h - WALL, wet ? "#eef3f6" : "#fbfaf7");
    // A door gap on the longer inner wall.
    body +=
      box.w > box.h
        ? rect(box.x + box.w * 0.3, box.y + box.h - WALL / 2 - 1, 70, WALL + 2, "#fbfaf7")
        : rect(box.x + box.w - WALL / 2 - 1, box.y + box.h * 0.3, WALL + 2, 70, "#fbfaf7");
    body += `<text x="${Math.round(box.x + box.w / 2)}" y="${Math.round(box.y + box.h / 2)}" font-family="Arial, Helvetica, sans-serif" font-size="${box.w < 160 ? 14 : 18}" fill="#555" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>`;
  });
  // Compass rose, so it reads as a plan at a glance.
  body += `<g transform="translate(1090 690)"><circle r="34" fill="none" stroke="#888" stroke-width="2"/><path d="M0-30L9 0H-9Z" fill="#444"/></g>`;
  return svgDocument("", body, "Illustrative floor plan");
}

function roomLabels(bedrooms: number, apartment: boolean, index: number, rng: Random): string[] {
  const beds = Array.from({ length: Math.max(1, bedrooms) }, (_, i) => (bedrooms === 0 ? "STUDIO" : `BED ${i + 1}`));
  if (index > 1) return [...beds.slice(1), "BATH", "RUMPUS"].slice(0, 6);
  const living = apartment ? ["LIVING", "KITCHEN", "BATH", "BALCONY"] : ["LIVING", "KITCHEN", "DINING", "BATH", "LDRY"];
  if (bedrooms >= 2) living.push("ENS");
  if (!apartment && rng.chance(0.5)) living.push("GARAGE");
  return [...beds, ...living].slice(0, 11);
}

/** Guillotine split: cut the box across its longer side until there is one box per room. */
function split(box: Box, count: number, rng: Random): Box[] {
  if (count <= 1) return [box];
  const first = Math.floor(count / 2);
  const ratio = (first / count) * rng.range(0.85, 1.15);
  if (box.w >= box.h) {
    const w = box.w * ratio;
    return [...split({ ...box, w }, first, rng), ...split({ ...box, x: box.x + w, w: box.w - w }, count - first, rng)];
  }
  const h = box.h * ratio;
  return [...split({ ...box, h }, first, rng), ...split({ ...box, y: box.y + h, h: box.h - h }, count - first, rng)];
}
