import type { Language } from "@pulso/core";
import type { MessageTree } from "@pulso/sdk/public";

/**
 * How a public element gets its texts: one module per language, imported when first needed, so
 * a news page loads its language's texts only, and only its widgets' (DESIGN §8). Each widget's
 * loader has a file of its own (`./marketCard`, …): one module with all four put every widget's
 * text file names into the code every widget shares.
 */
export type CatalogueLoader = Record<Language, () => Promise<{ messages: MessageTree }>>;
