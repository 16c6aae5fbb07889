import { describe, expect, it } from "vitest";
import { diffDocuments } from "./diff";

describe("diffDocuments", () => {
  it("names nested fields by path, one language at a time, and leaves equal fields out", () => {
    const before = { name: "Aurora", summary: { en: "Safe and fast", pt: "Seguro" }, limit: { month: 5000 } };
    const after = { name: "Aurora", summary: { en: "Safe and fast", pt: "Seguro e rápido" }, limit: { month: 8000 } };
    const diff = diffDocuments(before, after);
    expect(diff.map((d) => [d.field, d.before, d.after])).toEqual([
      ["summary.pt", "Seguro", "Seguro e rápido"],
      ["limit.month", "5000", "8000"],
    ]);
    expect(diff[0]!.parts.filter((p) => p.added).map((p) => p.value)).toEqual(["e rápido"]);
  });

  it("tells a field added or removed (null and absent alike) and compares lists item by item", () => {
    const diff = diffDocuments(
      { description: null, licences: [{ licence: "mga", number: "1" }] },
      {
        description: { en: "New" },
        licences: [
          { licence: "mga", number: "1" },
          { licence: "ukgc", number: "2" },
        ],
      },
    );
    expect(diff.map((d) => [d.field, d.before, d.after])).toEqual([
      ["licences", '{"licence":"mga","number":"1"}', '{"licence":"mga","number":"1"}\n{"licence":"ukgc","number":"2"}'],
      ["description.en", null, "New"],
    ]);
    expect(diff[0]!.parts).toEqual([
      { value: '{"licence":"mga","number":"1"}\n' },
      { value: '{"licence":"ukgc","number":"2"}\n', added: true },
    ]);
  });
});
