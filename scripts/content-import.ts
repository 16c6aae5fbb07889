/**
 * Reads content from JSON files of content:export's shape, each file all or nothing (docs/decisions/0036):
 *
 *   npm run content:import                          every *.json in ./content-export
 *   npm run content:import -- casino.json dir/      these files, and every *.json in dir
 *   npm run content:import -- --as ana              revisions by the staff account ana (default: "import")
 *
 * Exit code 0: all imported; 1: a file was rejected (the report names each refused row); 2: a file is not
 * JSON, not a content file or of an unknown kind (nothing imported). Uses DATABASE_URL, or PGlite under DATA_DIR.
 */
import { runContentCommand } from "./content-run";
import { importCommand } from "./content-transfer";

runContentCommand(importCommand);
