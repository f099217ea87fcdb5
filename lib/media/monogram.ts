/**
 * Agent portraits and company logos: initials on a coloured ground. Generated, never a real
 * photo or trade mark. Initials come from the URL (A–Z, at most 3); colours from the id.
 */
import { brandOf } from "./brand";
import { createRandom, hash32 } from "./prng";
import { escapeXml } from "./svg";

const PORTRAIT_GROUNDS = ["#3b5b7a", "#6b4e71", "#2f5d62", "#8a5a44", "#4a6b3f", "#5c5470", "#7a4a4a", "#3f5f8a"];
const SKIN = ["#f1c7a5", "#e0ac8a", "#c68c6a", "#9a6a4a", "#6e4a32", "#f5d6c0"];
const HAIR = ["#2b1d14", "#5a3a22", "#a0713f", "#d9b26a", "#6b6b6b", "#1a1a1a"];

/** Head-and-shoulders silhouette with the agent's initials on the shirt pocket line. */
export function renderAgentPortrait(agentId: number, initials: string): string {
  const rng = createRandom(hash32(agentId));
  const ground = rng.pick(PORTRAIT_GROUNDS);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(["#1f2a44", "#f2f2f2", "#2b2b2b", "#54627a", "#8a2f3a"]);
  const text = initials
    ? `<text x="200" y="372" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="${shirt === "#f2f2f2" ? "#333" : "#fff"}" text-anchor="middle" opacity=".85">${escapeXml(initials)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Agent portrait">` +
    `<rect width="400" height="400" fill="${ground}"/>` +
    `<path d="M60 400C70 300 130 270 200 270S330 300 340 400Z" fill="${shirt}"/>` +
    `<rect x="178" y="220" width="44" height="60" fill="${skin}"/>` +
    `<ellipse cx="200" cy="170" rx="72" ry="86" fill="${skin}"/>` +
    `<path d="M128 160C126 90 170 70 202 72S276 92 272 160C262 120 230 110 200 112S140 120 128 160Z" fill="${hair}"/>` +
    text +
    `</svg>`
  );
}

/** Square monogram in the company's brand colours. */
export function renderCompanyLogo(companyId: number, initials: string): string {
  const { brandColour, textColour } = brandOf(companyId);
  const letters = escapeXml(initials || "•");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="Agency logo">` +
    `<rect width="320" height="320" rx="28" fill="${brandColour}"/>` +
    `<rect x="24" y="24" width="272" height="272" rx="18" fill="none" stroke="${textColour}" stroke-width="6" opacity=".5"/>` +
    `<text x="160" y="172" font-family="Georgia, 'Times New Roman', serif" font-size="${letters.length > 2 ? 96 : 128}" font-weight="700" fill="${textColour}" text-anchor="middle" dominant-baseline="middle">${letters}</text>` +
    `</svg>`
  );
}
