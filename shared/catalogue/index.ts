/** Catalogue contracts shared by the worker, the islands and the emulators. */
export * from "./documents.ts";
export * from "./formulation-attributes.ts";
export * from "./ids.ts";
export * from "./index-names.ts";
export * from "./product-attributes.ts";
