import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` rejects a lockfile that lacks any platform's optional package ("Missing: … from lock file"). npm writes
 * such a lockfile when it is regenerated with node_modules present (it prunes to this platform), so a lockfile
 * made on Linux fails `npm ci` on a Mac and vice versa. Every optional dependency named anywhere in the lockfile
 * must have its own entry. (Regenerate with `npm run lock`, which moves node_modules aside first.)
 */
type Entry = { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, Entry>;
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Node's resolution from `node_modules/a/node_modules/b`: itself, then each enclosing node_modules, up to the root. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
}

describe('package-lock.json', () => {
  it('records every platform’s optional packages (npm ci passes on any OS)', () => {
    expect(lock.lockfileVersion).toBe(3);
    const missing: string[] = [];
    let optional = 0;
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        optional++;
        if (!resolves(path, name)) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(optional).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('pins the Node the project brings, inside its engines range', () => {
    const version = pkg.devDependencies.node;
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(lock.packages['node_modules/node']).toBeDefined();
    expect(pkg.engines.node).toBe('>=22.12');
    for (const script of ['start', 'test', 'build', 'dev'])
      expect(pkg.scripts[script], script).toMatch(/^node scripts\/check-node\.mjs && /);
  });
});
