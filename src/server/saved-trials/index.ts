export { savedTrialRoutes } from "./routes";
