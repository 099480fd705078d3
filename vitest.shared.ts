import { existsSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineProject, type UserWorkspaceConfig } from "vitest/config";

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

/** A jsdom package's settings, and the test files of its that test a module's first load. */
interface DomPackage {
  test: NonNullable<UserWorkspaceConfig["test"]>;
  /** Paths from the package's root, as `include` takes them. */
  firstLoad: string[];
  /** The package's root, where `firstLoad`'s paths are. */
  root: string;
}

/**
 * Fails the run when the first-load list names a file that is not there: a renamed or moved test
 * would otherwise run in the shared registry, by whichever file ran before it, or not at all.
 */
function checkFirstLoad(name: string, { firstLoad, root }: DomPackage): void {
  const missing = firstLoad.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    throw new Error(`[pulso] ${name}'s first-load list names no such file: ${missing.join(", ")}`);
  }
}

/**
 * A jsdom package's tests, but for its first-load ones. Its files share one document and one
 * module registry per worker (`isolate: false`): building a DOM and importing React and the
 * package's sources again for every file was most of these projects' time (the portal alone:
 * 242 s isolated, 99 s not). Every file unmounts what it renders, and the package's setup file
 * resets the document, storage and URL before each file (`resetDocument`, `@pulso/sdk/testing`).
 */
export function domProject(name: string, tests: DomPackage): UserWorkspaceConfig {
  checkFirstLoad(name, tests);
  const { test, firstLoad } = tests;
  return pulsoProject(name, {
    ...test,
    isolate: false,
    exclude: [...(test.exclude ?? configDefaults.exclude), ...firstLoad],
  });
}

/**
 * The same package's first-load tests, in a project of their own with a fresh module registry
 * per file (`<name>-first-load`): each tests what happens when a module is loaded for the first
 * time (a lazy page's chunk and its skeleton, a stylesheet or a catalogue that comes with its
 * module, the embed loader starting on import, a custom element defined once per page), which an
 * earlier file in a shared registry has already done.
 */
export function firstLoadProject(name: string, tests: DomPackage): UserWorkspaceConfig {
  checkFirstLoad(name, tests);
  return pulsoProject(`${name}-first-load`, { ...tests.test, include: tests.firstLoad });
}
