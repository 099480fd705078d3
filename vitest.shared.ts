import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/** Workspace packages resolve each other's `src/` through this export condition (DESIGN §1). */
const sourceConditions = ["@pulso/source", "module", "browser", "development|production"];

/**
 * The vitest project settings every package shares: its name, the source condition for
 * workspace imports, and mocks restored between tests.
 */
export function pulsoProject(
  name: string,
  test: NonNullable<UserWorkspaceConfig["test"]> = {},
): UserWorkspaceConfig {
  return defineProject({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: ["@pulso/source", "node", "development|production"] } },
    test: {
      name,
      restoreMocks: true,
      include: ["src/**/*.test.{ts,tsx}"],
      ...test,
    },
  });
}
