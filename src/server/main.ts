/**
 * The server process: config → app (migrations applied) → first admin if none → mail worker →
 * listen. SIGTERM/SIGINT stop taking new connections, finish the requests in flight, then exit;
 * so does the end of the process that started it (launcher.ts: npx does not pass SIGTERM on).
 */
import { loadFormOptions, type FormOptions } from '../registry/form-options.ts';
import { buildApp } from './app.ts';
import { firstStart } from './bootstrap.ts';
import { busyPortMessage, isBusyPortError, portIsFree } from './busy-port.ts';
import { loadConfig } from './config.ts';
import { beat } from './db/heartbeat.ts';
import { isPostgresUrl, sqlitePath } from './db/index.ts';
import { watchLaunchers } from './launcher.ts';
import { startMaintenance } from './maintenance.ts';

function formOptions(): FormOptions {
  try {
    return loadFormOptions();
  } catch (error) {
    console.warn(`Could not read form options from pages.json (${(error as Error).message}); forms will accept no choices.`);
    return { industries: [], services: [], positions: [] };
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, formOptions());
  // Before the first admin is made: its password is printed once, and a start that then fails
  // on a busy port would lose it.
  if (!(await portIsFree(config.port, config.host))) {
    console.error(busyPortMessage(config.port));
    process.exit(1);
  }
  const app = await buildApp(config);
  // A database that answers reads but refuses writes would serve pages and report healthy while
  // refusing every submission: stop now, saying why.
  try {
    await beat(app.ctx.db);
  } catch (error) {
    console.error(unwritableMessage(config.databaseUrl, error));
    await app.close().catch(() => undefined);
    process.exit(1);
  }

  await firstStart(app.ctx, { isTTY: process.stdout.isTTY === true, write: (text) => process.stdout.write(text), log: app.log });
  app.ctx.mail.start();
  const stopMaintenance = startMaintenance(app.ctx, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A hung request must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    stopMaintenance();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  watchLaunchers(() => shutdown('launcher exited'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (!isBusyPortError(error)) throw error;
    console.error(busyPortMessage(config.port));
    stopMaintenance();
    await app.close();
    process.exit(1);
  }
  app.log.info(`serving ${config.publicUrl} (${app.ctx.dialect})`);
}

function unwritableMessage(databaseUrl: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return isPostgresUrl(databaseUrl)
    ? `Server not started: the PostgreSQL database cannot be written (${reason}). Give the server's role write access, or point DATABASE_URL at the primary.`
    : `Server not started: the database ${sqlitePath(databaseUrl)} cannot be written (${reason}). Make the file and its folder writable for this user, or set DATABASE_URL to a writable place.`;
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
