/**
 * The seed's images: small SVG illustrations drawn here, so the seed needs no network and no
 * binary files in git. Uploaded to the media collection like any editor's image.
 */
const frame = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${title}">` +
  `<rect width="1200" height="630" fill="#eef4f1"/>${body}</svg>`;

export const SEED_ILLUSTRATIONS: Record<string, { alt: string; svg: string }> = {
  calculator: {
    alt: "A calculator beside a small house",
    svg: frame(
      "A calculator beside a small house",
      `<rect x="330" y="140" width="260" height="360" rx="24" fill="#1f4e3d"/>` +
        `<rect x="360" y="170" width="200" height="70" rx="8" fill="#d9efe4"/>` +
        Array.from({ length: 9 }, (_, i) => {
          const x = 360 + (i % 3) * 70;
          const y = 270 + Math.floor(i / 3) * 70;
          return `<rect x="${x}" y="${y}" width="55" height="55" rx="8" fill="#f6c453"/>`;
        }).join("") +
        `<polygon points="700,330 820,230 940,330" fill="#c4573a"/><rect x="720" y="330" width="200" height="170" fill="#fff8ec"/>` +
        `<rect x="800" y="410" width="40" height="90" fill="#1f4e3d"/>`,
    ),
  },
  auction: {
    alt: "An auctioneer's gavel in front of a row of houses",
    svg: frame(
      "An auctioneer's gavel in front of a row of houses",
      [0, 1, 2, 3]
        .map((i) => {
          const x = 150 + i * 240;
          return `<polygon points="${x},300 ${x + 100},220 ${x + 200},300" fill="#c4573a"/><rect x="${x + 20}" y="300" width="160" height="180" fill="#fff8ec"/>`;
        })
        .join("") +
        `<rect x="520" y="420" width="260" height="60" rx="20" fill="#6b3e26" transform="rotate(-25 650 450)"/>` +
        `<rect x="640" y="440" width="30" height="160" fill="#8a5a3b" transform="rotate(-25 650 450)"/>`,
    ),
  },
  suburb: {
    alt: "A map of streets with three suburbs marked",
    svg: frame(
      "A map of streets with three suburbs marked",
      `<path d="M0 200 H1200 M0 420 H1200 M300 0 V630 M760 0 V630" stroke="#ffffff" stroke-width="28"/>` +
        `<circle cx="300" cy="200" r="34" fill="#c4573a"/><circle cx="760" cy="420" r="34" fill="#1f4e3d"/>` +
        `<circle cx="1000" cy="200" r="34" fill="#f6c453"/>`,
    ),
  },
};
