import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer; raw: string };

/**
 * Sends one HTTP/1.1 request exactly as written (the request target is not parsed, normalised or
 * re-encoded, unlike fetch or Playwright's request API) and reads the whole response. No decompression.
 */
export function rawRequest(
  baseURL: string,
  target: string | Buffer,
  { method = 'GET', headers = {} as Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port, protocol } = new URL(baseURL);
  const head = Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    ),
  ]);
  return new Promise((resolve, reject) => {
    // The nginx pass is HTTPS with a self-signed certificate made at start (scripts/nginx-serve.mjs).
    const socket =
      protocol === 'https:'
        ? tlsConnect({ port: Number(port), host: hostname, rejectUnauthorized: false }, () => socket.write(head))
        : connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
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
