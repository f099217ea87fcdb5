/**
 * Bed, bath and car icons as inline SVG: no icon font or emoji (which many systems, and headless
 * browsers, render as empty boxes). Decorative: the text beside each says what it is.
 */
const common = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  "aria-hidden": true,
} as const;

export function BedIcon() {
  return (
    <svg {...common}>
      <path d="M3 18V7M3 13h18v5M21 13a3 3 0 0 0-3-3h-8v3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="6.5" cy="10.5" r="1.5" />
    </svg>
  );
}

export function BathIcon() {
  return (
    <svg {...common}>
      <path
        d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3ZM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CarIcon() {
  return (
    <svg {...common}>
      <path d="M5 16V12l2-5h10l2 5v4M3 16h18v3H3zM5 12h14" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="7.5" cy="17.5" r="0.5" />
      <circle cx="16.5" cy="17.5" r="0.5" />
    </svg>
  );
}
