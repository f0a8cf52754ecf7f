import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useFirstScreen } from '../../index';
import type { ListboxSelect } from './ListboxSelect';
import { FieldLabel, WaitingTrigger, Wrapper } from './selectFrame';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Keeps the label for assistive technology only, e.g. for a filter beside a search box. */
  hideLabel?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
};

let listbox: typeof ListboxSelect | undefined;
let downloading: Promise<typeof ListboxSelect> | undefined;

function downloadListbox(): Promise<typeof ListboxSelect> {
  downloading ??= import('./ListboxSelect').then(
    (module) => (listbox = module.ListboxSelect),
    (error: unknown) => {
      downloading = undefined;
      throw error;
    },
  );
  return downloading;
}

/** Fetches the list ahead; one that fails is fetched again on the next approach or press. */
function fetchListAhead(): void {
  downloadListbox().catch(() => undefined);
}

/** The keys that open a select's list from its trigger, as Radix Select has them. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * A labelled dropdown select. Its list (Radix Select, its positioning and focus handling) is about
 * 30 KB gzip, so until it is downloaded the select shows a trigger that looks and reads the same.
 * The list is fetched ahead in idle time once the page's first screen is shown (at once for a
 * select that appears later), or as the pointer reaches the select, and a select rendered after
 * that shows it straight away. A waiting trigger changes into the select itself when focus reaches
 * it or it is pressed, never under a pointer about to press it; a press opens the list as it arrives.
 */
export function Select({ id, ...props }: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const [Listbox, setListbox] = useState(() => listbox);
  const [arrival, setArrival] = useState({ open: false, focus: false });
  const waiting = useRef<HTMLButtonElement>(null);
  const mounted = useRef(false);
  const lastPointer = useRef('');
  const firstScreen = useFirstScreen();

  const approach = () => {
    downloadListbox().then(
      (component) => {
        if (!mounted.current) return;
        setArrival((asked) => ({ ...asked, focus: document.activeElement === waiting.current }));
        setListbox(() => component);
      },
      () => undefined,
    );
  };
  const openOnArrival = () => {
    setArrival((asked) => ({ ...asked, open: true }));
    approach();
  };

  useEffect(() => {
    mounted.current = true;
    let cancel: (() => void) | undefined;
    // A select that appears once the first screen is shown (in a dialog, on a later screen) has
    // nothing to wait for; the first screen's own selects wait until it is shown and the page is idle.
    if (!listbox) {
      if (firstScreen.hasShown) fetchListAhead();
      else cancel = firstScreen.whenIdleAfterShown(fetchListAhead);
    }
    return () => {
      mounted.current = false;
      cancel?.();
    };
  }, [firstScreen]);

  if (Listbox) return <Listbox {...props} id={triggerId} openAtOnce={arrival.open} focusAtOnce={arrival.focus} />;

  const { label, options, value, defaultValue, placeholder, hideLabel = false, disabled, required, className } = props;
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={triggerId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <WaitingTrigger
        ref={waiting}
        id={triggerId}
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-required={required}
        disabled={disabled}
        data-placeholder={chosen ? undefined : ''}
        onFocus={approach}
        onPointerEnter={fetchListAhead}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          lastPointer.current = event.pointerType;
          // As Radix does: a mouse opens the list on press, and keeps focus where the list puts it.
          if (event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) {
            event.preventDefault();
            waiting.current?.focus();
            openOnArrival();
          }
        }}
        onClick={() => {
          // A touch or a pen opens the list on release; a mouse already did on press.
          if (lastPointer.current === 'touch' || lastPointer.current === 'pen') openOnArrival();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          openOnArrival();
        }}
      >
        <span>{chosen?.label ?? placeholder}</span>
        <ChevronDown aria-hidden="true" />
      </WaitingTrigger>
    </Wrapper>
  );
}
