import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { createApi } from "./lib/api";
import { createAppRouter } from "./router";

const router = createAppRouter(createApi((input, init) => fetch(input, init)));

hydrateRoot(document, <RouterClient router={router} />);
