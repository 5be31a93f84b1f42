/**
 * html-validate over every page of out/ (`npm run validate:html`, part of `npm test`): zero errors.
 * Presets: "standard" (correctness, no style-only rules) and "a11y".
 * Rules adjusted, with the reason:
 * - prefer-native-element (combobox, listbox): the header search box is an ARIA combobox on an <input> with a listbox of results (the APG "combobox with
 *   listbox popup" pattern: free text plus suggestions), which a native <select> cannot express. Every other
 *   role is still checked.
 */
const config = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }],
  },
};

export default config;
