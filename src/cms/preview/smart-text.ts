/**
 * src/lib/smart-text.ts in the editor's preview: the build's Markdown engine is native code, so the preview gives a
 * title its curly quotes and ellipses with a few rules of its own (the built page may differ in a rare case) and
 * drops `*` emphasis marks. scripts/cms.mjs points the module here in the editor's build only.
 */
export const smartText = (text: string): string =>
  text
    .replace(/\*+([^*]+)\*+/g, '$1')
    .replace(/\.\.\./g, '…')
    .replace(/(^|[\s([{“‘-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{“-])'/g, '$1‘')
    .replace(/'/g, '’')
    .trim();
