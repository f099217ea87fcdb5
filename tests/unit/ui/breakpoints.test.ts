import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS, maxWidth, minWidth, TABLET_QUERY } from "@/lib/ui/breakpoints";

const APP_DIR = join(import.meta.dirname, "../../../app");

function cssFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("breakpoints", () => {
  it("are the product's px values, tiny 480 to jumbo 1440", () => {
    expect(BREAKPOINTS).toEqual({
      tiny: 480,
      small: 640,
      medium: 720,
      desktop: 768,
      large: 960,
      larger: 1024,
      desktopLarge: 1240,
      xlarge: 1280,
      jumbo: 1440,
    });
    expect(minWidth("desktop")).toBe("(min-width: 768px)");
    expect(TABLET_QUERY).toBe(`(min-width: 768px) and ${maxWidth("large")}`);
  });

  it("are the only widths media queries in app/ use", () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS));
    const offending = cssFiles(APP_DIR).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px/g)]
        .map((match) => Number(match[1]))
        .filter((width) => !allowed.has(width))
        .map((width) => `${file}: ${width}px`),
    );
    expect(offending).toEqual([]);
  });
});
