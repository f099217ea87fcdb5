/**
 * Generated listing photos: SVG illustrations, 1200 × 800, a few kilobytes, no text and no
 * external references. Pure and deterministic:
 *   - the listing id gives the "art seed", which fixes the home's look (colours, storeys, roof)
 *     so every photo of one listing shows the same place;
 *   - the photo position picks the scene: 0 is the street front, 1 a second outdoor view, later
 *     positions cycle through rooms (land and farms stay outdoors);
 *   - the property type (`t` in the URL) picks what kind of building is drawn.
 * The seed stores `listings.art_seed = listingArtSeed(id)` so the app can tell they agree.
 */
import { createRandom, hash32, seedOf, type Random } from "./prng";
import { apartmentTower, house, townhouses, warehouse } from "./scenes/buildings";
import { room, ROOMS } from "./scenes/interior";
import { farm, vacantBlock } from "./scenes/landscape";
import { lookOf, type Look } from "./scenes/look";
import { backdrop, pickLight, shrub, tree } from "./scenes/sky";
import { rect, svgDocument, WIDTH } from "./svg";

export interface ListingPhotoInput {
  listingId: number;
  /** 0-based photo position in the listing's gallery. */
  position: number;
  /** Property type id (lib/listings/property-types.ts); unknown ids draw a house. */
  propertyType: number;
}

export function listingArtSeed(listingId: number): number {
  return hash32(listingId ^ 0x5eed5eed);
}

type Subject = "house" | "townhouse" | "apartment" | "land" | "rural" | "warehouse";

function subjectOf(propertyType: number): Subject {
  if ([4, 5, 6, 8, 10, 11, 14].includes(propertyType)) return "apartment";
  if ([9, 12, 13, 16].includes(propertyType)) return "townhouse";
  if (propertyType === 15) return "land";
  if (propertyType === 1 || propertyType === 2) return "rural";
  if (propertyType === 17) return "warehouse";
  return "house";
}

export function renderListingPhoto({ listingId, position, propertyType }: ListingPhotoInput): string {
  const artSeed = listingArtSeed(listingId);
  const look = lookOf(createRandom(artSeed));
  const rng = createRandom(seedOf(artSeed, position));
  const subject = subjectOf(propertyType);
  const outdoors = position < 2 || subject === "land" || subject === "rural" || subject === "warehouse";

  if (!outdoors) {
    const kind = ROOMS[(position - 2 + (artSeed % ROOMS.length)) % ROOMS.length] ?? "living";
    const glass = pickLight(rng) === "dusk" ? "#ffd27a" : "#bfe0f4";
    return svgDocument("", room(kind, rng, look, glass), "Illustration of a room");
  }

  const horizon = rng.range(440, 540);
  const scene = backdrop(rng, horizon, pickLight(rng));
  let body = scene.body;
  const ground = horizon + rng.range(90, 150);
  switch (subject) {
    case "land":
      body += vacantBlock(rng, horizon, look.leaf, scene.grass);
      break;
    case "rural":
      body += farm(rng, horizon, look.leaf);
      break;
    case "warehouse":
      body += warehouse(rng, ground);
      break;
    case "apartment":
      body += position === 0 ? apartmentTower(rng, look, ground, scene.glass) : balconyView(rng, horizon);
      break;
    case "townhouse":
      body += townhouses(rng, look, ground, scene.glass);
      break;
    case "house":
      body +=
        position === 0
          ? house(rng, look, WIDTH / 2 + rng.range(-120, 120), ground, scene.glass)
          : backyard(rng, look, ground);
      break;
  }
  if (subject !== "warehouse" && subject !== "rural") body += garden(rng, look.leaf, ground);
  return svgDocument(scene.defs, body, "Illustration of a property");
}

/** Trees either side and a row of shrubs along the front. */
function garden(rng: Random, leaf: string, ground: number): string {
  let svg = tree(rng, rng.range(40, 180), ground + 20, rng.range(0.8, 1.3), leaf);
  if (rng.chance(0.6)) svg += tree(rng, rng.range(1020, 1160), ground + 30, rng.range(0.7, 1.2), leaf);
  for (let x = rng.range(0, 80); x < WIDTH; x += rng.range(110, 260))
    svg += shrub(x, ground + rng.range(20, 60), rng.range(50, 90), leaf);
  return svg;
}

/** Rear garden: lawn, a timber deck and a paling fence. */
function backyard(rng: Random, look: Look, ground: number): string {
  let svg = rect(0, ground - 140, WIDTH, 140, "#b08d62");
  for (let x = 0; x < WIDTH; x += 22) svg += rect(x, ground - 140, 3, 140, "#8e6f4b");
  svg += rect(200, ground + 60, 800, 120, "#a0714a");
  for (let y = ground + 80; y < ground + 180; y += 20) svg += rect(200, y, 800, 2, "#7e5838");
  if (rng.chance(0.35)) svg += rect(380, ground + 10, 440, 40, "#4fb3d9", 'rx="8"');
  return svg + rect(260, ground - 20, 120, 60, look.accent, 'rx="6"');
}

/** From an apartment balcony: a glass balustrade over a skyline. */
function balconyView(rng: Random, horizon: number): string {
  let svg = "";
  for (let x = 0; x < WIDTH; x += rng.range(60, 140)) {
    const h = rng.range(80, 320);
    svg += rect(x, horizon - h, rng.range(50, 120), h + 60, "#8f99a3", `opacity="${rng.range(0.5, 0.9).toFixed(2)}"`);
  }
  svg +=
    rect(0, 560, WIDTH, 240, "#c9ccc9") +
    rect(0, 470, WIDTH, 90, "#dceaf2", 'opacity=".45"') +
    rect(0, 466, WIDTH, 8, "#5b6166");
  for (let x = 0; x < WIDTH; x += 200) svg += rect(x, 466, 6, 100, "#5b6166");
  return svg;
}
