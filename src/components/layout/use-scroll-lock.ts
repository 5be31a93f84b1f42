import { useEffect } from 'react';

/**
 * Locks page scroll while the drawer is open, CSP-safe: a class on <html> (rule in globals.css) and the
 * scrollbar width as a custom property, set through the CSSOM (no <style> element, no inline-style hash).
 */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    html.style.setProperty('--scroll-lock-gap', `${window.innerWidth - html.clientWidth}px`);
    html.classList.add('scroll-locked');
    return () => {
      html.classList.remove('scroll-locked');
      html.style.removeProperty('--scroll-lock-gap');
    };
  }, [locked]);
}
