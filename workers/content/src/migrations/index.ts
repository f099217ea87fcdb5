import * as migration_20261123_232302_initial from "./20261123_232302_initial";

export const migrations = [
  {
    up: migration_20261123_232302_initial.up,
    down: migration_20261123_232302_initial.down,
    name: "20261123_232302_initial",
  },
];
