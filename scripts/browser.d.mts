export function resolveBrowser(): { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' } | null;
export function browserPath(): string | undefined;
/** Firefox's executable (FIREFOX_PATH, firefox-esr or firefox on PATH), or null. */
export function firefoxPath(): string | null;
