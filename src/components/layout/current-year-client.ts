/** Writes the visitor's current year into the footer's copyright year (run by ui/islands/loader.ts, no React). */
export function showCurrentYear(root: ParentNode = document) {
  const year = String(new Date().getFullYear());
  for (const el of root.querySelectorAll('[data-current-year]')) if (el.textContent !== year) el.textContent = year;
}
