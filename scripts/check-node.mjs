#!/usr/bin/env node
/**
 * The first step of `npm start`, `npm test`, `npm run build` and `npm run dev`: stops at once, with one message
 * saying what to run, when the Node running the project's scripts is older than it needs.
 *
 * How the project brings its own Node: `node` (the npm package, pinned in devDependencies) installs a Node 24 binary
 * as `node_modules/.bin/node`, and npm puts `node_modules/.bin` first on PATH for every script. So on a machine whose
 * only Node is older (20, say), `npm install` (or `npm ci`) under that Node, then any npm script, runs on Node 24.
 * This file is written to run on any Node from 12 on, so it can say so instead of failing on new syntax.
 */
import { existsSync } from 'node:fs';

const MIN = [22, 12];
const [major, minor] = process.versions.node.split('.').map(Number);
const ok = major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);

if (!ok) {
  const provided = existsSync('node_modules/.bin/node');
  const lines = [
    `This project needs Node ${MIN.join('.')} or later (Node 24 LTS); this script ran on Node ${process.versions.node}.`,
    provided
      ? 'node_modules/.bin/node exists but was not used: run the command through npm (`npm start`, `npm test`), not `node` directly.'
      : 'The project brings Node 24 itself (the `node` devDependency); it is missing, so run `npm install` (or `npm ci`) first.' +
        ' If install scripts are disabled on this machine (ignore-scripts), run `npm rebuild node` or install Node 24 (`nvm install 24`).',
  ];
  console.error(`\n${lines.join('\n')}\n`);
  process.exit(1);
}
