import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "admin.css"), "utf8");

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\n/g, "\\s*");
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return Object.fromEntries(
    body
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property!, value!]),
  );
}

const px = (length: string) => Number.parseFloat(length) * (length.endsWith("rem") ? 16 : 1);

describe("the admin tables' look", () => {
  it("keeps a row between 40 and 44 px: its cells' height, and buttons that fit in it", () => {
    const cell = rule(".admin-table th,\n.admin-table td");
    expect(px(cell.height ?? "0")).toBeGreaterThanOrEqual(40);
    expect(px(cell.height ?? "0")).toBeLessThanOrEqual(44);
    const [vertical] = (cell.padding ?? "").split(" ");
    const button = rule(".admin-row-actions .portal-button");
    expect(px(button["min-height"] ?? "0") + 2 * px(vertical ?? "0")).toBeLessThanOrEqual(44);
    expect(px(button["min-height"] ?? "0")).toBeGreaterThanOrEqual(24);
  });

  it("cuts long text to one line with an ellipsis, and keeps a row's actions on one line", () => {
    expect(rule(".admin-cell-text")).toMatchObject({
      overflow: "hidden",
      "text-overflow": "ellipsis",
      "white-space": "nowrap",
    });
    expect(rule(".admin-row-actions")).toMatchObject({ "flex-wrap": "nowrap" });
  });
});
