// Names this run's PostgreSQL schemas (tests/helpers/db.ts; the test processes inherit the id) and
// drops them once every file has ended.
import { dropRunSchemas } from '../helpers/db.ts';

export default function setup() {
  process.env.TEST_RUN_ID ??= Date.now().toString(36);
  return () => dropRunSchemas();
}
