/**
 * Hard limits on a search filter. Every value that arrives from a URL is checked against
 * these, so a hand-made URL cannot ask the database for absurd work.
 */

/** Listing page size. */
export const PAGE_SIZE = 25;

/** 50,000 results (the display cap) at 25 a page; deeper pages are never linked. */
export const MAX_PAGE = 2000;

/** No Australian listing is priced above $100m; anything larger is a typo or a probe. */
export const MAX_PRICE = 100_000_000;

/** 10,000 hectares in m²: larger than any listed rural holding we expect to filter on. */
export const MAX_LAND_AREA = 100_000_000;

/** Frontage in metres. */
export const MAX_FRONTAGE = 10_000;

/** Locations in one search (path slug plus the suburbs list). */
export const MAX_SEARCH_LOCATIONS = 20;

/** Points in a drawn area; a hand-drawn polygon rarely needs more than a few dozen. */
export const MAX_SHAPE_POINTS = 500;

/** Entries in an inspection or auction date list: forthcoming plus today and the next 7 days, with room to spare. */
export const MAX_DATE_ENTRIES = 32;

/** Longest search URL the parser reads (CDNs and browsers start failing around 8 KB). */
export const MAX_SEARCH_URL_LENGTH = 8192;

/** Highest count a bedroom, bathroom or car-space filter can hold: 5 means "5+". */
export const MAX_ROOM_COUNT = 5;

/** Location names and agent names carried in a filter (for titles). */
export const MAX_NAME_LENGTH = 200;
