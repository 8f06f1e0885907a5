export { createAuth, type Auth, type AuthOptions } from "./create-auth";
export { csrfGuard } from "./csrf";
export { authPlugin, requireUser } from "./plugin";
export { authRoutes } from "./routes";
