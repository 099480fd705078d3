import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs everything locally on port 8000 by default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: "localhost",
      PULSO_DATA_DIR: "./.pulso-data",
      PULSO_SEED: true,
      secureCookies: false,
      trustedOrigins: ["http://localhost:8000"],
      embedOrigins: ["*"],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it("reads the variables it knows and ignores empty ones", () => {
    const config = loadConfig({
      PORT: "9000",
      DATABASE_URL: "postgres://pulso@db:5432/pulso",
      REDIS_URL: "redis://cache:6379",
      PUBLIC_URL: "https://pulso.example",
      EMBED_ORIGINS: "https://diario.example, https://noticias.example/",
      ALLOWED_ORIGINS: "",
      PULSO_SEED: "false",
      UNRELATED: "x",
    });
    expect(config.PORT).toBe(9000);
    expect(config.secureCookies).toBe(true);
    expect(config.embedOrigins).toEqual(["https://diario.example", "https://noticias.example"]);
    expect(config.PULSO_SEED).toBe(false);
  });

  it("derives the public URL from the port when it is not set", () => {
    expect(loadConfig({ PORT: "9100" }).PUBLIC_URL).toBe("http://localhost:9100");
  });

  it("embeds nowhere by default in production", () => {
    expect(loadConfig({ NODE_ENV: "production", CARD_PROCESSOR: "disabled" }).embedOrigins).toEqual(
      [],
    );
  });

  it("fails with a message naming every bad variable", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        EMBED_ORIGINS: "not a url",
        PULSO_SEED: "maybe",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "EMBED_ORIGINS", "PULSO_SEED"])
      expect(message).toContain(name);
    expect(message).toContain('(got "eighty")');
  });
});
