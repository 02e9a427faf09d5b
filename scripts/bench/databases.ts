// A throw-away database per bench run: a SQLite file in a temp folder, or a PostgreSQL database
// created on the local server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test)
// and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  cleanup(): Promise<void>;
}

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function sqliteDatabase(): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-bench-db-'));
  return { kind: 'sqlite', url: join(dir, 'bench.db'), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function postgresDatabase(): Promise<BenchDatabase> {
  const name = `northbeam_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
