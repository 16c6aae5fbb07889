const MAX_SLUG = 60;

/**
 * The case URL's words (/complaints/{id}-{slug}): the title in lower-case ASCII, dashes between words;
 * "complaint" when nothing of the title is ASCII (a Ukrainian or Bengali title). The id finds the case.
 */
export function complaintSlug(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, "");
  return words || "complaint";
}

/** The id of a case path segment `{id}-{slug}` (the slug is not checked: a renamed case keeps its links). */
export function complaintIdOf(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
