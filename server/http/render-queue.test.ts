import { describe, expect, it } from "vitest";
import { RenderQueue } from "./render-queue";

describe("the queue of renders after a change", () => {
  it("runs its renders one at a time, in order, each after the event loop has had a turn", async () => {
    const queue = new RenderQueue();
    const log: string[] = [];
    const render = (name: string) => async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      log.push(`${name} ends`);
    };
    queue.add(render("a"));
    queue.add(render("b"));
    log.push("queued");
    await new Promise<void>((resolve) => queue.add(async () => resolve()));
    expect(log).toEqual(["queued", "a starts", "a ends", "b starts", "b ends"]);
  });

  it("goes on after a render that failed", async () => {
    const queue = new RenderQueue();
    queue.add(async () => {
      throw new Error("database gone");
    });
    expect(await new Promise<string>((resolve) => queue.add(async () => resolve("next")))).toBe("next");
  });

  it("queues no more than its limit", async () => {
    const queue = new RenderQueue(2);
    const noop = async () => undefined;
    expect([queue.add(noop), queue.add(noop), queue.add(noop)]).toEqual([true, true, false]);
    expect(queue.size).toBe(2);
    expect(queue.full).toBe(true);
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
    expect(queue.add(noop)).toBe(true);
  });
});
