import type { MediaImage } from "#contracts/media";
import type { Db } from "#db/client";
import { sql, type SQL } from "drizzle-orm";
import { ARTWORK_ROLES, documentMedia, roleImagesColumn, roleImagesOf, type RoleImageRow } from "#modules/media";

/** The roles of a casino's library images: its logo (the artwork route serves it too) and its screenshots. */
const LOGO_ROLE = ARTWORK_ROLES.casino;
export const SCREENSHOT_ROLE = "screenshot";

/** A casino document's library images (docs/decisions/0038): its logo and its screenshots, in order. */
export const casinoMedia = documentMedia("casino", {
  logo: { role: LOGO_ROLE },
  screenshots: { role: SCREENSHOT_ROLE, many: true },
});

const ROLES = [LOGO_ROLE, SCREENSHOT_ROLE];

export interface CasinoImages {
  logo: MediaImage | null;
  screenshots: MediaImage[];
}

/**
 * The casino page's images as a column of a bigger statement (its page's, modules/casino-page): `casinoId` may
 * be the outer statement's `sql\`${casinos.id}\``. Read it with `casinoImagesOf`.
 */
export function casinoImagesColumn(casinoId: number | SQL) {
  return roleImagesColumn({ kind: "casino", itemId: casinoId, roles: ROLES });
}

/** The images a `casinoImagesColumn` read. */
export function casinoImagesOf(rows: RoleImageRow[]): CasinoImages {
  const byRole = roleImagesOf(rows, ROLES);
  return { logo: byRole.get(LOGO_ROLE)![0] ?? null, screenshots: byRole.get(SCREENSHOT_ROLE)! };
}

/** What the casino page shows of its images: the logo (null: the drawn one) and the screenshots, in order. */
export async function casinoImages(db: Db, casinoId: number): Promise<CasinoImages> {
  const [row] = await db.select({ images: casinoImagesColumn(casinoId) }).from(sql`(values (1)) as one`);
  return casinoImagesOf(row?.images ?? []);
}
