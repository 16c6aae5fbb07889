/**
 * `npm start`: serve the built site. Libraries (React, React Router) read NODE_ENV when they are first
 * imported, so it is set to production before anything else loads; the app's own mode (secrets,
 * HSTS) follows NODE_ENV as the operator gave it, "development" when unset (docs/decisions/0002).
 */
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" };
process.env.NODE_ENV = "production";

const { runProduction, exitOnStartError } = await import("./production");
await runProduction(env).catch(exitOnStartError);

export {};
