/** Pure flag logic, safe for server and client code. Server code: `@/lib/services/platform/request-flags`; client components: `@/lib/flags/react`. */
export * from "./names";
export * from "./entries";
export * from "./presets";
export * from "./evaluate";
export * from "./version-check";
