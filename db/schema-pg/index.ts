export * from "./trials";
export * from "./accounts";
export * from "./registry";
