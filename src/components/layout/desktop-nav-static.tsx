/**
 * Static (server-rendered, JavaScript-free) parts of the mega menu. Panels are `hidden`; CSS in
 * globals.css opens them on hover and keyboard focus ([data-nav-static]) until the interactive
 * Radix menu takes over, and for visitors without JavaScript.
 */
import type { NavParts } from './desktop-nav-markup';

export const staticParts: NavParts = {
  Root: ({ children, label }) => (
    <nav aria-label={label} data-nav-static="" className="relative">
      {children}
    </nav>
  ),
  List: ({ children, className }) => <ul className={className}>{children}</ul>,
  Item: ({ children, className, value }) => (
    <li className={className} data-value={value}>
      {children}
    </li>
  ),
  Trigger: ({ children, className, value }) => (
    <button
      type="button"
      className={className}
      data-nav-trigger={value}
      data-state="closed"
      aria-expanded="false"
      aria-controls={`nav-panel-${value}`}
      id={`nav-trigger-${value}`}
    >
      {children}
    </button>
  ),
  Panel: ({ children, className, value }) => (
    <div id={`nav-panel-${value}`} data-panel="" data-state="closed" hidden className={className}>
      {children}
    </div>
  ),
  LinkSlot: ({ children }) => children,
  Sub: ({ children, className }) => <div className={className}>{children}</div>,
  SubTrigger: ({ children, className, label }) => (
    <button type="button" className={className} aria-label={label} aria-expanded="true" data-state="open">
      {children}
    </button>
  ),
  SubContent: ({ children, className }) => <div className={className}>{children}</div>,
};
