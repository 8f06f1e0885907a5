import type { ClientAssets } from "../../../scripts/build-client";
import { manifestPath } from "../../../scripts/build-client";

/** The hashed bundle names written by the client build; the server refuses to start without them. */
export async function readClientAssets(): Promise<ClientAssets> {
  const file = Bun.file(manifestPath);
  if (!(await file.exists())) {
    console.error(`No client build at ${manifestPath}. Run \`bun run build\` first (or \`bun run dev\`).`);
    process.exit(1);
  }
  return (await file.json()) as ClientAssets;
}
