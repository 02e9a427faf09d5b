/** A TCP relay in front of a server (PostgreSQL) that a test can cut and restore: a network outage. */
import { connect, createServer, type Server, type Socket } from 'node:net';

export async function relay(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        sockets.add(client).add(upstream);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return listenPort;
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    restore: open,
  };
}
