export function which(name: string, extra?: string[]): string | null;
export function findNginx(): {
  bin: string;
  mimeTypes: string | null;
  brotli: 'builtin' | string | null;
  version: string;
} | null;
