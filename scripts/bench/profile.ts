import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { benchApp, dataUrlOf, fetchPage } from "./bench-app";

/**
 * Where one page's uncached CPU goes, by the V8 sampling profiler: the production build in process (as
 * render-cost.ts), the page requested ROUNDS times after a warm-up, then the samples summed by package or
 * folder and by function (self time), and the profile written for Chrome's DevTools. Idle samples (waiting
 * for the database) are counted apart. `--data` profiles the page's data request (`.data`) instead.
 * Usage: tsx scripts/bench/profile.ts <path> [--data]   (ROUNDS=300, PROFILE_OUT=/tmp/page.cpuprofile)
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith("--")) ?? "/";
const url = args.includes("--data") ? dataUrlOf(path) : path;
const ROUNDS = Number(process.env.ROUNDS ?? 300);
const OUT = process.env.PROFILE_OUT ?? "/tmp/page.cpuprofile";

const { database, serverOf } = await benchApp("profile");
const app = await serverOf();
const get = async () => void (await (await fetchPage(app, url)).arrayBuffer());
for (let i = 0; i < 30; i++) await get();

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const start = process.cpuUsage();
for (let i = 0; i < ROUNDS; i++) await get();
const used = process.cpuUsage(start);
const { profile } = await session.post("Profiler.stop");
session.disconnect();
await database.close();
writeFileSync(OUT, JSON.stringify(profile));

const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const id of profile.samples ?? []) {
  const frame = nodes.get(id)!.callFrame;
  if (frame.functionName === "(idle)") {
    idle++;
    continue;
  }
  busy++;
  const file = frame.url.replace(/^.*node_modules\//, "").replace(`file://${process.cwd()}/`, "");
  const place = frame.url.includes("node_modules/")
    ? file
        .split("/")
        .slice(0, file.startsWith("@") ? 2 : 1)
        .join("/")
    : file.split("/").slice(0, 2).join("/") || "(V8 and native)";
  byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
  const name = `${frame.functionName || "(anonymous)"}  ${file}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
}
const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${((100 * count) / busy).toFixed(1).padStart(6)} %  ${key}`)
    .join("\n");
console.log(
  `${url}: ${((used.user + used.system) / 1000 / ROUNDS).toFixed(2)} ms of CPU a request (${ROUNDS} rounds); ` +
    `${((100 * idle) / (idle + busy)).toFixed(0)} % of the samples idle; profile in ${OUT}`,
);
console.log(`\nBusy samples by package or folder (self time):\n${top(byPlace, 20)}`);
console.log(`\nBy function (self time):\n${top(byFunction, 30)}`);
