/**
 * html-validate over every page of out/ (`npm run validate:html`, part of `npm test`): zero errors.
 * Presets: "standard" (correctness, no style-only rules) and "a11y".
 * Rules adjusted, with the reason:
 * - prefer-native-element (combobox, listbox): the header search box is an ARIA combobox on an <input> with a listbox of results (the APG "combobox with
 *   listbox popup" pattern: free text plus suggestions), which a native <select> cannot express. Every other
 *   role is still checked.
 * Rules added:
 * - local/input-role-allowed: ARIA in HTML lets an <input type="search"> take no role but searchbox, so a combobox
 *   on it is invalid HTML (the W3C Nu checker: 'Bad value "combobox" for attribute "role" on element "input"', and
 *   then 'aria-expanded not allowed'). A combobox input is type="text" with inputmode="search" and
 *   enterkeyhint="search" (src/components/layout/search-form.tsx). tests/unit/html-validate.test.ts shows it fails.
 */
import { Rule } from 'html-validate';

/** The roles ARIA in HTML allows on an <input> of each type that allows any (others take none but their own). */
const allowed = {
  search: ['searchbox'],
  text: ['combobox', 'searchbox', 'spinbutton', 'textbox'],
  email: ['combobox', 'textbox'],
  tel: ['combobox', 'textbox'],
  url: ['combobox', 'textbox'],
};

class InputRoleAllowed extends Rule {
  documentation() {
    return { description: 'An <input> may take only the roles ARIA in HTML allows for its type.' };
  }
  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const el of document.querySelectorAll('input[role]')) {
        const type = (el.getAttributeValue('type') ?? 'text').toLowerCase();
        const role = el.getAttributeValue('role');
        const ok = allowed[type];
        if (ok && role && !ok.includes(role))
          this.report(el, `role "${role}" is not allowed on <input type="${type}"> (allowed: ${ok.join(', ')})`);
      }
    });
  }
}

/** @type {import('html-validate').ConfigData} */
const config = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  plugins: [{ name: 'local', rules: { 'local/input-role-allowed': InputRoleAllowed } }],
  rules: {
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }],
    'local/input-role-allowed': 'error',
  },
};

export default config;
