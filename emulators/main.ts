import { demoScaleFromEnv } from "./catalogue/scale.ts";
import { Control } from "./control.ts";
import { startEmulators } from "./server.ts";

/** `npm run emulators`: every emulator in one process on the local contract's port. */
const port = Number(process.env.EMULATOR_PORT ?? 8790);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`EMULATOR_PORT must be a port number, got ${process.env.EMULATOR_PORT}`);
  process.exit(1);
}

let scale: number;
try {
  scale = demoScaleFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = Date.now();
let emulators: Awaited<ReturnType<typeof startEmulators>>;
try {
  emulators = await startEmulators({ port, host: "127.0.0.1", scale, control: Control.fromEnv(process.env) });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  console.error(
    `Port ${port} (EMULATOR_PORT) is already in use on 127.0.0.1; choose another: EMULATOR_PORT=<free port>`,
  );
  process.exit(1);
}
const { url } = emulators;
console.log(
  `Emulators ready in ${Date.now() - started} ms on ${url}${scale === 1 ? "" : ` (demo catalogue at scale ${scale})`}`,
);
console.log(`  content (Storyblok)  ${url}/storyblok/v2   tokens demo-published, demo-preview; space 100000`);
console.log(`  search, public       ${url}/search/public   key demo-public-key`);
console.log(`  search, intranet     ${url}/search/intranet key demo-intranet-key`);
console.log(`  data sheets          ${url}/datasheets`);
console.log(`  product connector    ${url}/connector`);
console.log(`  access (test team)   ${url}/access`);
console.log(`  control              ${url}/__control`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: stopping emulators`);
  await emulators.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
