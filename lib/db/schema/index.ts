export * from "./locations";
export * from "./agents";
export * from "./listings";
export * from "./members";
export * from "./mail";
