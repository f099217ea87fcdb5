import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { persistedDocuments } from "@/lib/graphql/generated/persisted-documents";

// What scripts/codegen.ts leaves in lib/graphql/generated (npm test runs codegen first): one module
// per operation, so a page's chunks carry only the documents that page imports.
const generated = path.resolve(__dirname, "../../../lib/graphql/generated");
const documentsDir = path.join(generated, "documents");
const operationNames = readdirSync(path.resolve(__dirname, "../../../lib/graphql/operations"))
  .filter((file) => file.endsWith(".graphql"))
  .flatMap((file) =>
    parse(readFileSync(path.resolve(__dirname, "../../../lib/graphql/operations", file), "utf8")).definitions.flatMap(
      (definition) => (definition.kind === "OperationDefinition" && definition.name ? [definition.name.value] : []),
    ),
  );

describe("generated GraphQL documents", () => {
  it("gives every operation its own module, named after it, and no other", () => {
    expect(operationNames.length).toBeGreaterThan(20);
    expect(readdirSync(documentsDir).sort()).toEqual(operationNames.map((name) => `${name}.ts`).sort());
  });

  it("holds one operation per module, importing only the document class and types", async () => {
    for (const name of operationNames) {
      const source = readFileSync(path.join(documentsDir, `${name}.ts`), "utf8");
      const valueImports = [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(valueImports, name).toEqual(["../../typed-document-string"]);

      const document = ((await import(path.join(documentsDir, `${name}.ts`))) as Record<string, unknown>)[
        `${name}Document`
      ];
      const operations = parse(String(document)).definitions.filter((d) => d.kind === "OperationDefinition");
      expect(
        operations.map((d) => d.name?.value),
        name,
      ).toEqual([name]);
    }
  });

  it("sends the text the allow-list holds, without indentation or line breaks", async () => {
    const allowed = new Set(Object.values(persistedDocuments));
    for (const name of operationNames) {
      const text = String(
        ((await import(path.join(documentsDir, `${name}.ts`))) as Record<string, unknown>)[`${name}Document`],
      );
      expect(allowed.has(text), name).toBe(true);
      expect(text, name).not.toMatch(/\n|  /);
    }
  });

  it("leaves no operation's text in operations.ts, which every document's types come from", () => {
    const source = readFileSync(path.join(generated, "operations.ts"), "utf8");
    expect(source).not.toMatch(/\b(query|mutation|subscription) [A-Z]\w*[({]/);
    for (const name of operationNames)
      expect(source, name).toContain(`export { ${name}Document } from "./documents/${name}";`);
  });
});
