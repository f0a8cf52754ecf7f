import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SelectProps } from './Select';
import { FieldLabel, Wrapper } from './selectFrame';
import { Content, Indicator, Item, Trigger, Viewport } from './selectParts';

export interface ListboxSelectProps extends SelectProps {
  id: string;
  /** Asked to open before its list was downloaded: it opens as it arrives. */
  openAtOnce: boolean;
  /** Its waiting trigger had focus: the real one takes it. */
  focusAtOnce: boolean;
}

/**
 * Radix hides the page behind an open list from assistive technology (aria-hidden) and
 * traps focus, yet leaves the page's controls focusable, which axe reports as serious:
 * unlike a dialog, a listbox is not a modal it knows of. Inert takes them out of reach
 * too, while the list is open. The list's element comes from its ref; whether it is open,
 * from the select's own state (Radix does not clear the ref when the list closes).
 */
function usePageBehindInert(open: boolean) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  useEffect(() => (open && list?.isConnected ? makeInertAround(list) : undefined), [open, list]);
  return setList;
}

/**
 * Makes every element beside `keep` and its ancestors up to the body inert; returns the undo.
 * Live regions stay as Radix leaves them, so a notice shown meanwhile is still announced.
 */
function makeInertAround(keep: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert') || sibling.hasAttribute('aria-live')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}

/** The select with its list (Radix Select): what `Select` shows once this is downloaded. */
export function ListboxSelect({
  label,
  options,
  placeholder,
  hideLabel = false,
  id,
  className,
  openAtOnce,
  focusAtOnce,
  ...rootProps
}: ListboxSelectProps) {
  const [open, setOpen] = useState(openAtOnce);
  const listRef = usePageBehindInert(open);
  const trigger = useRef<HTMLButtonElement>(null);
  // A press on the waiting trigger may land just as the list arrives.
  useEffect(() => {
    if (openAtOnce) setOpen(true);
  }, [openAtOnce]);
  // Only on arrival: an open list takes focus itself, and gives it to the trigger when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, as the select replaces its waiting trigger
  useEffect(() => {
    if (focusAtOnce && !openAtOnce) trigger.current?.focus();
  }, []);
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={id} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root {...rootProps} open={open} onOpenChange={setOpen}>
        <Trigger ref={trigger} id={id}>
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" />
          </SelectPrimitive.Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content ref={listRef} position="popper" sideOffset={4}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <Indicator>
                    <Check aria-hidden="true" />
                  </Indicator>
                </Item>
              ))}
            </Viewport>
          </Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </Wrapper>
  );
}
