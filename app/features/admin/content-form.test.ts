import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkDocument, numberOf } from "./content-form";

const schema = z.object({
  slug: z
    .string()
    .min(1, "Required")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens"),
  hours: z.number().int().min(0, "At least 0"),
  note: z.string().max(5, "At most 5 characters"),
});

describe("the console's check of a document, in an editor's words", () => {
  it("says a missing value is required and a box that is not a number needs one, not zod's 'Invalid input'", () => {
    expect(checkDocument(schema, { slug: "ok", hours: null, note: "" })).toEqual({ hours: ["Required."] });
    expect(checkDocument(schema, { slug: "ok", hours: numberOf("twelve"), note: "" })).toEqual({
      hours: ["Enter a number."],
    });
  });

  it("gives each field its first problem only: an empty slug is required, not also malformed", () => {
    expect(checkDocument(schema, { slug: "", hours: 1, note: "too long" })).toEqual({
      slug: ["Required"],
      note: ["At most 5 characters"],
    });
  });

  it("finds nothing in a document that passes", () => {
    expect(checkDocument(schema, { slug: "tidal-club", hours: 24, note: "" })).toEqual({});
  });
});
