import type { MediaImage } from "#contracts/media";
import type { Db } from "#db/client";
import { ARTWORK_ROLES, documentMedia, roleImages } from "#modules/media";

/** The roles of a casino's library images: its logo (the artwork route serves it too) and its screenshots. */
const LOGO_ROLE = ARTWORK_ROLES.casino;
export const SCREENSHOT_ROLE = "screenshot";

/** A casino document's library images (docs/decisions/0038): its logo and its screenshots, in order. */
export const casinoMedia = documentMedia("casino", {
  logo: { role: LOGO_ROLE },
  screenshots: { role: SCREENSHOT_ROLE, many: true },
});

/** What the casino page shows of its images: the logo (null: the drawn one) and the screenshots, in order. */
export async function casinoImages(
  db: Db,
  casinoId: number,
): Promise<{ logo: MediaImage | null; screenshots: MediaImage[] }> {
  const byRole = await roleImages(db, { kind: "casino", itemId: casinoId, roles: [LOGO_ROLE, SCREENSHOT_ROLE] });
  return { logo: byRole.get(LOGO_ROLE)![0] ?? null, screenshots: byRole.get(SCREENSHOT_ROLE)! };
}
