export * from "./locations";
export * from "./agents";
export * from "./listings";
export * from "./members";
export * from "./mail";
export * from "./schools";
export * from "./enquiries";
export * from "./listing-removals";
