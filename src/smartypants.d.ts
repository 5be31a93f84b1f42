/** The part of smartypants (untyped; used by src/lib/blog.ts and, through marked-smartypants, for post bodies) in use. */
declare module 'smartypants' {
  /** Text with typographic punctuation as Unicode characters; `attr` picks the transformations ('q' quotes, 'e' ellipses). */
  export function smartypantsu(text: string, attr?: string | number): string;
}
