import type { Language } from "@pulso/core";
import type { Catalogue } from "./catalogue";
import { en } from "./en";
import { es } from "./es";

/** Every language's catalogue (spec §9: Spanish default, English fallback). */
export const CATALOGUES: Record<Language, Catalogue> = { es, en };
