import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** `status` 0: the server closed the connection without answering (nginx's 444). */
export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer; raw: string };

/** A TCP or TLS connection to the server of `baseURL` (the nginx pass is HTTPS with a self-signed certificate). */
function open(baseURL: string, onConnect: () => void): Socket {
  const { hostname, port, protocol } = new URL(baseURL);
  return protocol === 'https:'
    ? tlsConnect({ port: Number(port), host: hostname, rejectUnauthorized: false }, onConnect)
    : connect(Number(port), hostname, onConnect);
}

/**
 * Sends one HTTP/1.1 request exactly as written (the request target is not parsed, normalised or
 * re-encoded, unlike fetch or Playwright's request API) and reads the whole response. No decompression.
 * `host` replaces the Host header (default: the host and port of `baseURL`).
 */
export function rawRequest(
  baseURL: string,
  target: string | Buffer,
  { method = 'GET', headers = {} as Record<string, string>, host = '' } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  const head = Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: ${host || `${hostname}:${port}`}\r\nConnection: close\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    ),
  ]);
  return new Promise((resolve, reject) => {
    const socket = open(baseURL, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (c) => chunks.push(c));
    // A reset after the request (nginx closing for 444 over TLS) counts as closed without an answer.
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? socket.destroy() : reject(e)));
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      if (!all.length) return resolve({ status: 0, headers: {}, body: all, raw: '' });
      const end = all.indexOf('\r\n\r\n');
      if (end < 0)
        return reject(
          new Error(`no response to ${method} ${target}: ${JSON.stringify(all.toString('latin1').slice(0, 200))}`),
        );
      const lines = all.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const i = l.indexOf(':');
        const k = l.slice(0, i).trim().toLowerCase();
        headers[k] = headers[k] ? `${headers[k]}, ${l.slice(i + 1).trim()}` : l.slice(i + 1).trim();
      }
      let body = all.subarray(end + 4);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
      resolve({ status: Number(lines[0].split(' ')[1]), headers, body, raw: lines.join('\n') });
    });
  });
}

/**
 * A slow client: opens a connection and sends a request's head one byte every `intervalMs`, never finishing
 * within `giveUpMs`. Resolves when the server closes the connection, with how long that took and the status
 * line of whatever it answered ('' for none), or with `closedAfterMs` Infinity if it was still open at `giveUpMs`.
 */
export function slowHeaders(
  baseURL: string,
  { intervalMs = 1000, giveUpMs = 30_000 } = {},
): Promise<{ closedAfterMs: number; answer: string }> {
  const { host } = new URL(baseURL);
  const head = `GET / HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: slow-headers-test\r\nX-Pad: ${'a'.repeat(200)}\r\n\r\n`;
  return new Promise((resolve) => {
    const started = Date.now();
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket = open(baseURL, () => {
      timer = setInterval(() => {
        if (sent < head.length - 1 && socket.writable) socket.write(head[sent++]!);
      }, intervalMs);
    });
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs: Infinity, answer });
    }, giveUpMs);
    socket.on('data', (d: Buffer) => {
      answer ||= d.toString('latin1').split('\r\n', 1)[0]!;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

function unchunk(data: Buffer) {
  const parts: Buffer[] = [];
  let i = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', i);
    if (eol < 0) break;
    const size = parseInt(data.subarray(i, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
