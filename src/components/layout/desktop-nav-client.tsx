'use client';

/**
 * Loaded on first use by desktop-nav-loader. The interactive shell of the desktop mega menu (Radix NavigationMenu). Panels are force-mounted so
 * every menu link is in the server HTML; closed panels are `hidden` and their dismiss handlers are
 * neutralised so only the open panel reacts. Radix closes a hovered panel 150 ms after the pointer
 * leaves (MENU_CLOSE_DELAY_MS); Escape closes and returns focus to the trigger.
 */
import { Content, Item, Link, List, Root, Sub, Trigger } from '@radix-ui/react-navigation-menu';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { NavMarkup, type NavParts } from './desktop-nav-markup';
import { HOVER_CLICK_GRACE_MS, MENU_OPEN_DELAY_MS } from './menu-constants';

const OpenValue = createContext('');
const OpenedAt = createContext<{ current: number }>({ current: 0 });

function NavRoot({
  children,
  label,
  initialValue = '',
}: {
  children: ReactNode;
  label: string;
  initialValue?: string;
}) {
  const [value, setValueState] = useState(initialValue);
  const openedAt = useRef(0);
  // Opened by the loader (hovered or clicked before the menu loaded): the grace period starts now.
  useEffect(() => {
    if (initialValue) openedAt.current = Date.now();
  }, [initialValue]);
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
        <Root
          value={value}
          onValueChange={setValue}
          delayDuration={MENU_OPEN_DELAY_MS}
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {children}
        </Root>
      </OpenValue.Provider>
    </OpenedAt.Provider>
  );
}

/** The panel to open when the interactive menu replaces the static one (the item the user was on). */
const InitialValue = createContext('');

/** Radix parts for the shared markup. Module-level so their identity is stable across renders. */
const radixParts: NavParts = {
  Root: function RootPart({ children, label }) {
    return (
      <NavRoot label={label} initialValue={useContext(InitialValue)}>
        {children}
      </NavRoot>
    );
  },
  List: ({ children, className }) => <List className={className}>{children}</List>,
  Item: ({ children, className, value }) => (
    <Item className={className} value={value}>
      {children}
    </Item>
  ),
  Trigger: NavTrigger,
  Panel: NavPanel,
  LinkSlot: ({ children }) => <Link asChild>{children}</Link>,
  Sub: NavSub,
  SubTrigger: NavSubTrigger,
  SubContent: NavSubContent,
};

/** The interactive mega menu: the shared markup on Radix parts. `initialValue` opens a panel at once. */
export function InteractiveNav({ initialValue = '' }: { initialValue?: string }) {
  return (
    <InitialValue.Provider value={initialValue}>
      <NavMarkup parts={radixParts} />
    </InitialValue.Provider>
  );
}

/** Top-level trigger: Radix toggles on click; a click right after a hover-open keeps the panel open. */
function NavTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
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

function NavPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
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
function NavSub({
  defaultValue,
  children,
  className,
}: {
  defaultValue: string;
  children: ReactNode;
  className?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  return (
    <SubValue.Provider value={{ value, setValue }}>
      <Sub value={value} onValueChange={setValue} orientation="vertical" className={className}>
        {children}
      </Sub>
    </SubValue.Provider>
  );
}

function NavSubContent({ children, className }: { children: ReactNode; className?: string }) {
  return <Content className={className}>{children}</Content>;
}

function NavSubTrigger({
  value,
  children,
  className,
  label,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  label: string;
}) {
  const sub = useContext(SubValue);
  const open = sub.value === value;
  return (
    <Trigger
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (open) {
          e.preventDefault();
          sub.setValue('');
        }
      }}
    >
      {children}
    </Trigger>
  );
}
