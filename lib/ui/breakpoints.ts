/**
 * The product's breakpoints in px, from tiny (480) to jumbo (1440). CSS cannot import these
 * (custom media queries are not supported by browsers or by our CSS pipeline), so stylesheets
 * write the px value with the name in a comment beside it (`@media (min-width: 768px)` plus the
 * comment `desktop`); a unit test keeps every media query in app/ on one of these values.
 */
export const BREAKPOINTS = {
  tiny: 480,
  small: 640,
  medium: 720,
  desktop: 768,
  large: 960,
  larger: 1024,
  desktopLarge: 1240,
  xlarge: 1280,
  jumbo: 1440,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media query for "at least this wide", for matchMedia and the `sizes` attribute. */
export function minWidth(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}

/** Media query for "narrower than this"; the 0.02px gap avoids overlapping with minWidth(name). */
export function maxWidth(name: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;
}

/** The tablet range: desktop (768) up to, not including, large (960). */
export const TABLET_QUERY = `${minWidth("desktop")} and ${maxWidth("large")}`;
