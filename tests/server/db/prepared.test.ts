/**
 * The queries marked `prepared` (src/server/db/prepared.ts) run as named statements on PostgreSQL,
 * parsed once per connection, and answer what the same query unmarked answers; on SQLite the mark
 * is a comment. Nothing else is named.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/index.ts';
import { prepared } from '../../../src/server/db/prepared.ts';
import { testDatabases, useMigratedDatabase } from '../../helpers/db.ts';

describe.each(testDatabases)('prepared statements on %s', (kind) => {
  const database = useMigratedDatabase(kind);
  let opened: Db;
  beforeAll(async () => {
    opened = database();
    await opened.db.insertInto('app_settings').values([{ name: 'a', value: '1' }, { name: 'b', value: '2' }]).execute();
  });

  const settings = (db: Db['db'], name: string) => db.selectFrom('app_settings').select(['name', 'value']).where('name', '=', name);

  it('answers what the query unmarked answers, for each value', async () => {
    for (const name of ['a', 'b', 'missing', 'a']) {
      expect(await prepared(settings(opened.db, name)).execute()).toEqual(await settings(opened.db, name).execute());
    }
  });

  it.runIf(kind === 'postgres')('is parsed once per connection under one name; an unmarked query is not named', async () => {
    // A shape of its own, so no earlier test has named it on this connection.
    const values = (db: Db['db'], name: string) => db.selectFrom('app_settings').select('value').where('name', '=', name);
    await opened.db.connection().execute(async (connection) => {
      const named = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);
      const before = await named();
      await values(connection, 'a').execute();
      expect(await named()).toEqual(before);
      await prepared(values(connection, 'a')).execute();
      await prepared(values(connection, 'b')).execute();
      const added = (await named()).filter((statement) => !before.includes(statement));
      expect(added).toEqual([expect.stringMatching(/^select \/\* prepared \*\/ "value" from "app_settings"/)]);
    });
  });
});
