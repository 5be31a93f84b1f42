/** The words around long-form reading pages (blog posts and legal pages): header, table of contents, closing line. */
export const readingCopy = {
  lastUpdated: 'Last updated',
  toc: 'On this page',
  /** A legal page's last line: its question, then "Email … or call …." with the contact constants (site.ts). */
  email: 'Email',
  call: 'or call',
};
