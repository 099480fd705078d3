import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../db/migrate";
import { PGLITE_PARSERS, pgliteDatabase } from "../db/pglite";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite cluster's files, for every test file to start from. */
    pgliteSnapshot: string;
  }
}

/**
 * Global setup of the server's PGlite pass: creating and migrating an embedded cluster costs a few
 * seconds, and every test file needs its own. Done once here; each file loads the dump
 * (`createTestDatabase`), which is about a third of the time. The PostgreSQL pass creates real
 * databases and skips this.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.PULSO_TEST_DB === "postgres") return;
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  await migrate(pgliteDatabase(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = join(tmpdir(), `pulso-pglite-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}
