import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { redisNamespace } from "./redisNamespace";

const namespaceOf = (env: Record<string, string>) => redisNamespace(loadConfig(env));

describe("redisNamespace (DESIGN §4: deployments sharing a Redis never hear each other)", () => {
  it("is the same for every instance of one PostgreSQL database, however its URL is spelled", () => {
    const one = namespaceOf({ DATABASE_URL: "postgres://pulso:secret@DB.internal:5432/pulso" });
    expect(one).toMatch(/^pulso-[0-9a-f]{16}$/);
    expect(namespaceOf({ DATABASE_URL: "postgresql://other:pw@db.internal/pulso" })).toBe(one);
    expect(
      namespaceOf({ DATABASE_URL: "postgres://pulso@db.internal:5432/pulso?sslmode=require" }),
    ).toBe(one);
  });

  it("differs between databases, servers and ports", () => {
    const namespaces = [
      "postgres://pulso@db.internal:5432/pulso",
      "postgres://pulso@db.internal:5432/pulso_staging",
      "postgres://pulso@db2.internal:5432/pulso",
      "postgres://pulso@db.internal:5433/pulso",
    ].map((url) => namespaceOf({ DATABASE_URL: url }));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it("follows PGlite's data directory, and gives an in-memory database a namespace of its own", () => {
    expect(namespaceOf({ PULSO_DATA_DIR: "./data-a" })).toBe(
      namespaceOf({ PULSO_DATA_DIR: `${process.cwd()}/data-a` }),
    );
    expect(namespaceOf({ PULSO_DATA_DIR: "./data-a" })).not.toBe(
      namespaceOf({ PULSO_DATA_DIR: "./data-b" }),
    );
    expect(namespaceOf({ PULSO_DATA_DIR: "memory" })).not.toBe(
      namespaceOf({ PULSO_DATA_DIR: "memory" }),
    );
  });

  it("is REDIS_NAMESPACE when set, and refuses a value that could break a key", () => {
    expect(
      namespaceOf({ REDIS_NAMESPACE: "diario-prod", DATABASE_URL: "postgres://db/pulso" }),
    ).toBe("diario-prod");
    for (const bad of ["has space", "a:b", "x".repeat(65)]) {
      expect(() => loadConfig({ REDIS_NAMESPACE: bad })).toThrow(/REDIS_NAMESPACE/);
    }
  });
});
