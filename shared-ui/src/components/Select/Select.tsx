import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

export function Select({ label, options, placeholder, hideLabel = false, id, className, ...rootProps }: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={triggerId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root {...rootProps}>
        <Trigger id={triggerId}>
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" />
          </SelectPrimitive.Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content position="popper" sideOffset={4}>
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
