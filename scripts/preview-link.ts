/**
 * `npm run preview-link -- /pim/fragment/vestamid/en/`: prints a link that
 * opens a page of the local run (`npm start`) as Storyblok's Visual Editor
 * does: draft content, editable blocks outlined, never cached. The link
 * carries the editor parameters signed with the demo preview token, asks the
 * running content emulator for its space id, and is valid for an hour (the
 * worker refuses older ones). PORT and EMULATOR_PORT as for `npm start`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { editorLinkQuery } from "../shared/editor-link.ts";

function refuse(message: string): never {
  console.error(`preview-link: ${message}`);
  process.exit(1);
}

function demoSetting(name: string): string {
  const file = readFileSync(fileURLToPath(new URL("../config/demo.env", import.meta.url)), "utf8");
  const line = file.split("\n").find((l) => l.startsWith(`${name}=`));
  if (!line) refuse(`config/demo.env has no ${name}`);
  return line.slice(name.length + 1).trim();
}

async function main() {
  const path = process.argv[2] ?? "";
  if (!path.startsWith("/pim/fragment/"))
    refuse("give the page's path, e.g. npm run preview-link -- /pim/fragment/vestamid/en/");
  const workerPort = process.env.PORT || "8787";
  const emulatorPort = process.env.EMULATOR_PORT || "8790";
  const previewToken = demoSetting("STORYBLOK_PREVIEW_TOKEN");
  const api = demoSetting("STORYBLOK_API_URL").replace("127.0.0.1:8790", `127.0.0.1:${emulatorPort}`);
  let spaceId: number | undefined;
  try {
    const res = await fetch(`${api}/cdn/spaces/me?token=${encodeURIComponent(previewToken)}`);
    spaceId = ((await res.json()) as { space?: { id?: number } })?.space?.id;
  } catch {
    // Reported below.
  }
  if (!spaceId) refuse(`the content emulator does not answer at ${api}: start the catalogue first (npm start)`);
  const url = new URL(path, `http://127.0.0.1:${workerPort}`);
  const query = await editorLinkQuery(spaceId, previewToken, Date.now() / 1000);
  console.log(`${url.origin}${url.pathname}?${url.search ? `${url.search.slice(1)}&` : ""}${query}`);
}

await main();
