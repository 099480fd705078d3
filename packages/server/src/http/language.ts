import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@pulso/core";
import type { FastifyRequest } from "fastify";

/**
 * The language to answer a request in: `?lang=`, then Accept-Language's first supported tag,
 * then the signed-in user's preference, then Spanish.
 */
export function requestLanguage(request: FastifyRequest, userLanguage?: Language): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && isLanguage(query.lang)) return query.lang;
  const header = request.headers["accept-language"];
  if (typeof header === "string") {
    for (const part of header.split(",")) {
      const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
      if (isLanguage(tag)) return tag;
    }
  }
  return userLanguage ?? DEFAULT_LANGUAGE;
}
