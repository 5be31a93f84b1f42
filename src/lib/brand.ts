/**
 * Brand colours for places that cannot use the Tailwind theme (the OG image renderer takes plain hex).
 * They are the `@theme` tokens of src/styles/globals.css; a unit test keeps the two in step.
 */
export const brand = {
  'ink-950': '#06121f',
  'ink-900': '#0a1c2f',
  'ink-800': '#10293f',
  'ink-300': '#9fb4c8',
  'signal-400': '#ff9a4d',
  'signal-500': '#ff7f1f',
} as const;
