/**
 * Writes the content to JSON, one file per kind (docs/decisions/0036):
 *
 *   npm run content:export                          ./content-export/<kind>.json, the published documents
 *   npm run content:export -- --out dir --drafts    the newest revisions (drafts too), into dir
 *   npm run content:export -- --kind casino         only these kinds
 *
 * Uses DATABASE_URL, or PGlite under DATA_DIR.
 */
import { runContentCommand } from "./content-run";
import { exportCommand } from "./content-transfer";

runContentCommand(exportCommand);
