import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Content, FieldLabel, Indicator, Item, Trigger, Viewport, Wrapper } from './selectParts';

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

/**
 * Radix hides the page behind an open list from assistive technology (aria-hidden) and
 * traps focus, yet leaves the page's controls focusable, which axe reports as serious:
 * unlike a dialog, a listbox is not a modal it knows of. Inert takes them out of reach
 * too, while the list is open. The list's element comes from its ref; whether it is open,
 * from Radix's onOpenChange (Radix does not clear the ref when the list closes).
 */
function usePageBehindInert() {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => (open && list?.isConnected ? makeInertAround(list) : undefined), [open, list]);
  return { listRef: setList, onOpenChange: setOpen };
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

export function Select({ label, options, placeholder, hideLabel = false, id, className, ...rootProps }: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const pageBehind = usePageBehindInert();
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={triggerId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root {...rootProps} onOpenChange={pageBehind.onOpenChange}>
        <Trigger id={triggerId}>
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" />
          </SelectPrimitive.Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content ref={pageBehind.listRef} position="popper" sideOffset={4}>
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
