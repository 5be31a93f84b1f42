'use client';

/**
 * The interactive shell of the desktop mega menu (Radix NavigationMenu). Panels are force-mounted so
 * every menu link is in the server HTML; closed panels are `hidden` and their dismiss handlers are
 * neutralised so only the open panel reacts. Radix closes a hovered panel 150 ms after the pointer
 * leaves (MENU_CLOSE_DELAY_MS); Escape closes and returns focus to the trigger.
 */
import { Content, Root, Sub, Trigger } from '@radix-ui/react-navigation-menu';
import { createContext, useCallback, useContext, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HOVER_CLICK_GRACE_MS, MENU_OPEN_DELAY_MS } from './menu-constants';

const OpenValue = createContext('');
const OpenedAt = createContext<{ current: number }>({ current: 0 });


export function NavRoot({ children, label }: { children: ReactNode; label: string }) {
  const [value, setValueState] = useState('');
  const openedAt = useRef(0);
  const setValue = useCallback((v: string) => {
    if (v) openedAt.current = Date.now();
    setValueState(v);
  }, []);
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      if (e.key !== 'Escape' || !value) return;
      const trigger = document.querySelector<HTMLElement>(`[data-nav-trigger="${CSS.escape(value)}"]`);
      setValue('');
      trigger?.focus();
    },
    [value, setValue],
  );
  return (
    <OpenedAt.Provider value={openedAt}>
    <OpenValue.Provider value={value}>
      <Root value={value} onValueChange={setValue} delayDuration={MENU_OPEN_DELAY_MS} aria-label={label} onKeyDown={onKeyDown}>
        {children}
      </Root>
    </OpenValue.Provider>
    </OpenedAt.Provider>
  );
}

/** Top-level trigger: Radix toggles on click; a click right after a hover-open keeps the panel open. */
export function NavTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const open = useContext(OpenValue) === value;
  const openedAt = useContext(OpenedAt);
  return (
    <Trigger
      data-nav-trigger={value}
      className={className}
      onClick={(e) => {
        if (open && e.detail > 0 && Date.now() - openedAt.current < HOVER_CLICK_GRACE_MS) e.preventDefault();
      }}
    >
      {children}
    </Trigger>
  );
}

const ignoreWhenClosed = (open: boolean) => (e: { preventDefault: () => void }) => {
  if (!open) e.preventDefault();
};

export function NavPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const open = useContext(OpenValue) === value;
  return (
    <Content
      forceMount
      hidden={!open}
      data-panel=""
      className={className}
      onEscapeKeyDown={ignoreWhenClosed(open)}
      onFocusOutside={ignoreWhenClosed(open)}
      onPointerDownOutside={ignoreWhenClosed(open)}
    >
      {children}
    </Content>
  );
}

const SubValue = createContext<{ value: string; setValue: (v: string) => void }>({ value: '', setValue: () => {} });

/** A nested second level. Open by default (so its links are in the HTML); its trigger toggles it. */
export function NavSub({ defaultValue, children, className }: { defaultValue: string; children: ReactNode; className?: string }) {
  const [value, setValue] = useState(defaultValue);
  return (
    <SubValue.Provider value={{ value, setValue }}>
      <Sub value={value} onValueChange={setValue} orientation="vertical" className={className}>{children}</Sub>
    </SubValue.Provider>
  );
}

export function NavSubTrigger({ value, children, className, label }: { value: string; children: ReactNode; className?: string; label: string }) {
  const sub = useContext(SubValue);
  const open = sub.value === value;
  return (
    <Trigger
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (open) { e.preventDefault(); sub.setValue(''); }
      }}
    >
      {children}
    </Trigger>
  );
}
