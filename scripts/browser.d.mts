export function resolveBrowser(): { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' } | null;
export function browserPath(): string | undefined;
