export * from "./trials";
export * from "./accounts";
