import { safetyMethod } from "#modules/casinos";

export function safetyIndexPage() {
  return { method: safetyMethod() };
}
