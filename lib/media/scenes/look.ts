/** A listing's materials and colours, fixed per listing so every photo shows the same home. */
import type { Random } from "../prng";

export interface Look {
  wall: string;
  roof: string;
  trim: string;
  door: string;
  leaf: string;
  storeys: 1 | 2;
  roofStyle: "gable" | "hip" | "skillion";
  interiorWall: string;
  floor: string;
  accent: string;
}

const WALLS = ["#a4553a", "#e8dcc0", "#f2f0ea", "#b9bbb6", "#d6b98c", "#3d4b5c", "#c9c2b3", "#8c6f5a", "#eae6dc"];
const ROOFS = ["#b5532f", "#3b3f44", "#6b7177", "#4d6b55", "#8a3b2a", "#2f3438", "#9aa0a6"];
const DOORS = ["#2f3b4a", "#7a2f2a", "#3e5b3f", "#c9a15a", "#1f1f1f", "#8a6a4a"];
const LEAVES = ["#4f7a3a", "#5d8a4a", "#6b8f5e", "#3f6b3f", "#7a9a5a"];
const INTERIOR_WALLS = ["#f4f1ea", "#eceae4", "#f6efe4", "#e7ecea", "#efe6dc"];
const FLOORS = ["#b88a5e", "#a0714a", "#d2b48c", "#8a7f72", "#c7b9a3", "#6e5a46"];
const ACCENTS = ["#2f5d62", "#c96f4a", "#3b4a6b", "#8a9a5b", "#b88b4a", "#6b4e71", "#d4a373"];

export function lookOf(rng: Random): Look {
  return {
    wall: rng.pick(WALLS),
    roof: rng.pick(ROOFS),
    trim: rng.chance(0.7) ? "#f7f5f0" : "#2b2b2b",
    door: rng.pick(DOORS),
    leaf: rng.pick(LEAVES),
    storeys: rng.chance(0.35) ? 2 : 1,
    roofStyle: rng.chance(0.45) ? "gable" : rng.chance(0.75) ? "hip" : "skillion",
    interiorWall: rng.pick(INTERIOR_WALLS),
    floor: rng.pick(FLOORS),
    accent: rng.pick(ACCENTS),
  };
}
