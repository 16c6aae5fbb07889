import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // v8_middleware stays off: loaders get the plain load context the server builds (docs/decisions/0001).
  // v8_passThroughRequests (v8's default): loaders get the request as it came and the page's address as `url`
  // (without `.data`, `index` or `_routes`): two copies of the request per loader fewer, per request.
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
