import type { Plugin } from "esbuild";

/** An esbuild plugin that builds React components against preact/compat (see preactAlias.mjs). */
export declare function preactAlias(): Plugin;
