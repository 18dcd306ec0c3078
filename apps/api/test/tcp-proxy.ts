import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in the test process, in front of a real server (PostgreSQL, Redis): `cut` drops
 * every connection and refuses new ones, as a server that went down; `restore` lets them in
 * again on the same port.
 */
export type TcpProxy = {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const open = () => {
    const server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    return server;
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve((server.address() as { port: number }).port);
      });
    });
  let server: Server | undefined = open();
  const port = await listen(server, 0);
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      if (server) return;
      server = open();
      await listen(server, port);
    },
    close: stop,
  };
}
