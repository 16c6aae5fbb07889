import { z } from "zod";

/** The largest row id: ids are PostgreSQL integers (32 bits, signed). */
export const ID_MAX = 2_147_483_647;

/**
 * A row id as a URL or a text gives it: strict decimal digits, 1 … 2^31 − 1. "0x10", "1e3", "+5", "016",
 * " 7" and 2147483648 are no ids, so nothing out of range ever reaches the database.
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/** A row id in a JSON body. */
export const idSchema = z.number().int().min(1).max(ID_MAX);
