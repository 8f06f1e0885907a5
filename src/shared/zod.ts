import { config, z } from "zod";

// Zod compiles fast parsers with `new Function` where it may. The pages' strict CSP forbids eval, so in the browser
// every schema's attempt is refused and Chromium reports it as a page issue. Zod decides when a schema is created,
// so the shared schemas import z from here: the setting is in force before the first one is built. The server
// parses small bodies; the interpreted parser costs it nothing a reader would notice.
config({ jitless: true });

export { z };
