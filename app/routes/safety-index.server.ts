import { safetyMethod } from "#modules/casinos/safety-method";

export function safetyIndexPage() {
  return { method: safetyMethod() };
}
