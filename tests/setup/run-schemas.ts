// Names this run's PostgreSQL schemas (tests/helpers/db.ts; the test processes inherit the id) and
// drops them once every file has ended. Before any file runs, it puts pg_trgm (the staff search's
// index, migration 011) in the shared `public` schema: created by the first migration that needs
// it, it would land in that file's own schema and go when that schema is dropped.
import { dropRunSchemas, sharedExtensions } from '../helpers/db.ts';

export default async function setup() {
  process.env.TEST_RUN_ID ??= Date.now().toString(36);
  await sharedExtensions();
  return () => dropRunSchemas();
}
