import type { FastifyInstance } from "fastify";
import { refuseLoneSurrogates } from "./nulBytes";

/**
 * Installs the one JSON body parser of every route: Fastify's own (prototype poisoning refused),
 * then a refusal of any string or key holding a lone UTF-16 surrogate, so no route ever meets
 * text that has no UTF-8 form (PostgreSQL's jsonb fails on it: a 500 instead of a 400). A scope
 * may install it for another content type too (the embed beacon's text/plain).
 */
export function installJsonBodyParser(
  app: FastifyInstance,
  contentType: string = "application/json",
): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser(contentType, { parseAs: "string" }, (request, body, done) => {
    // `parseAs: "string"` hands over text; the type also allows a Buffer.
    parseJson(request, body.toString(), (error, value) => {
      if (error) return done(error, undefined);
      try {
        refuseLoneSurrogates(value, "");
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, value);
    });
  });
}
