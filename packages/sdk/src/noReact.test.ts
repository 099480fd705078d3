import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("react", () => {
  throw new Error("the sdk must not import React");
});
vi.mock("react-dom", () => {
  throw new Error("the sdk must not import react-dom");
});
vi.mock("preact", () => {
  throw new Error("the sdk must not import preact");
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the sdk is framework-free", () => {
  it("loads and runs with React made unloadable", async () => {
    const sdk = await import("./index");
    const pulso = sdk.createPulso({ apiBase: "http://api.test/api/v1", realtime: false });
    expect(pulso.t("common.close")).toBe("Cerrar");
    expect(pulso.session.store.getState().status).toBe("signed-out");
  });

  it("has no React import in any source file", () => {
    const offenders = sourceFiles(import.meta.dirname).filter((file) =>
      /from\s+["'](react|react-dom|preact)(\/[^"']*)?["']|import\(\s*["'](react|preact)/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
