import type { FeedListing, FeedMedia } from "./feed-listing";
import { feedInstant, parseFeedDateTime } from "./mod-time";
import type { ProblemList } from "./problems";
import { attributeOf, childOf, childrenOf, type XmlElement } from "./xml-element";

/**
 * Pictures, floor plans and links. REAXML sends pictures as `<img id="m" url="…"/>` (in `images`
 * or `objects`) and floor plans as `<floorplan id="1" url="…"/>` (in `objects`); an item sent
 * with its id and no URL means the agent removed it. Only the URLs are kept here: fetching and
 * resizing them is the media pipeline's job.
 */

/** http and https only: a feed may not point our media pipeline at files or other schemes. */
export function webAddressOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** m first, then a, b, … z; numeric ids (floor plans) in their order. */
function positionOf(id: string): number | null {
  const lower = id.trim().toLowerCase();
  if (lower === "m") return 0;
  if (/^[a-z]$/.test(lower)) return lower.charCodeAt(0) - 96;
  if (/^\d{1,3}$/.test(lower)) return Number(lower);
  return null;
}

function mapItems(items: XmlElement[], path: string, timeZone: string, problems: ProblemList): FeedMedia[] {
  const mapped: FeedMedia[] = [];
  for (const item of items) {
    const id = attributeOf(item, "id")?.trim() ?? "";
    const position = positionOf(id);
    if (position === null) {
      problems.add(
        `${path}/@id`,
        `An item has the id "${id}": use m for the main picture, then a to z (floor plans 1, 2, …).`,
      );
      continue;
    }
    const urlText = attributeOf(item, "url")?.trim() ?? "";
    const url = webAddressOf(urlText);
    if (urlText !== "" && url === null) {
      problems.add(`${path}/@url`, `Item "${id}" needs a web address starting with http:// or https://.`);
      continue;
    }
    if (urlText === "" && attributeOf(item, "file")) {
      problems.add(`${path}/@file`, `Item "${id}" names a file; send its web address in url="…" instead.`);
      continue;
    }
    const modTime = parseFeedDateTime(attributeOf(item, "modTime"));
    mapped.push({
      id,
      position,
      url,
      ...(modTime && { modTime: feedInstant(modTime, timeZone).toISOString() }),
    });
  }
  return mapped.sort((a, b) => a.position - b.position);
}

export function mapMedia(
  listing: XmlElement,
  timeZone: string,
  problems: ProblemList,
): Pick<FeedListing, "images" | "floorPlans"> {
  const images = childOf(listing, "images");
  const objects = childOf(listing, "objects");
  const result: Pick<FeedListing, "images" | "floorPlans"> = {};
  if (images || objects) {
    const pictures = [...childrenOf(images, "img"), ...childrenOf(objects, "img")];
    result.images = mapItems(pictures, "images/img", timeZone, problems);
  }
  if (objects) result.floorPlans = mapItems(childrenOf(objects, "floorplan"), "objects/floorplan", timeZone, problems);
  return result;
}

/** `<videoLink href="…"/>` and each `<externalLink href="…"/>`. */
export function mapLinks(listing: XmlElement, problems: ProblemList): Pick<FeedListing, "videoUrl" | "externalLinks"> {
  const result: Pick<FeedListing, "videoUrl" | "externalLinks"> = {};
  const video = childOf(listing, "videoLink");
  if (video) {
    const href = (attributeOf(video, "href") ?? video.text).trim();
    const url = webAddressOf(href);
    if (href !== "" && url === null)
      problems.add("videoLink/@href", "The video link needs a web address starting with http:// or https://.");
    else result.videoUrl = url;
  }
  const links = childrenOf(listing, "externalLink");
  if (links.length > 0) {
    result.externalLinks = [];
    for (const link of links) {
      const href = (attributeOf(link, "href") ?? link.text).trim();
      if (href === "") continue;
      const url = webAddressOf(href);
      if (url === null)
        problems.add("externalLink/@href", "An external link needs a web address starting with http:// or https://.");
      else result.externalLinks.push(url);
    }
  }
  return result;
}
