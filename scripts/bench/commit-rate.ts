// A reference for the write paths: how many durable commits per second the database itself takes
// on this machine, with no web server in the way. SQLite: one insert per transaction with the app's
// pragmas (WAL, synchronous=FULL) from one connection, as the app has. PostgreSQL: single-row
// insert transactions from 10 connections (the app's pool size).
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

export async function commitRate(kind: 'sqlite' | 'postgres', url: string, seconds = 3): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let commits = 0;
  if (kind === 'sqlite') {
    const db = new SqliteDatabase(`${url}.commit-rate`);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table if not exists t (id integer primary key, body text not null)');
    const insert = db.prepare('insert into t (body) values (?)');
    const started = performance.now();
    while (performance.now() < until) {
      insert.run(`row ${commits}`);
      commits++;
      // Let timers run now and then; better-sqlite3 is synchronous.
      if (commits % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    db.close();
    return commits / ((performance.now() - started) / 1000);
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The bench drops its database WITH (FORCE) when done; a client that is still closing then gets
  // "terminating connection", which must not end the whole bench.
  pool.on('error', () => {});
  try {
    await pool.query('create table if not exists bench_commit_rate (id serial primary key, body text not null)');
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) {
          await pool.query('insert into bench_commit_rate (body) values ($1)', [`row ${commits}`]);
          commits++;
        }
      }),
    );
    const rate = commits / ((performance.now() - started) / 1000);
    await pool.query('drop table bench_commit_rate');
    return rate;
  } finally {
    await pool.end();
  }
}
