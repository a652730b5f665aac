import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The SPA during development: a Vite dev server in middleware mode on the gateway's own HTTP
 * server, so the app, the API and the WebSocket share one origin as they do behind CloudFront.
 * HMR upgrades ride on the same server (Vite answers only its `vite-hmr` subprotocol).
 * Vite is imported lazily: the static and API-only modes never load it.
 */

export interface ViteSpa {
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

export async function createViteSpa(root: string, httpServer: Server): Promise<ViteSpa> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'spa',
    // Vite 8 spells the HMR server `server.ws.server` (`server.hmr.server` is deprecated).
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  return {
    handle(request, response) {
      vite.middlewares(request, response, () => {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not Found');
      });
    },
    close: () => vite.close(),
  };
}
