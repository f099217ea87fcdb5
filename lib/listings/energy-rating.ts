/** "1 star", "5.5 stars": a home's energy rating (NatHERS, 0 to 10 in half stars). */
export function formatEnergyRating(stars: number): string {
  return `${stars} ${stars === 1 ? "star" : "stars"}`;
}
