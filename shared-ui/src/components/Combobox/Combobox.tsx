import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, Spinner, useFieldControl } from '../../index';

export type ComboboxOption = {
  value: string;
  label: ReactNode;
  /** A second, quieter line, e.g. an e-mail address. */
  detail?: ReactNode;
};

export type ComboboxProps = {
  /** The text in the box, as typed; the owner keeps it in state updated at once, so no keystroke is lost. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The options matching the text, found by the owner (usually on the server). */
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** True while the options for the text are being found. */
  loading?: boolean;
  loadingText?: string;
  /** What the list says when nothing matches the text. */
  noMatchText?: string;
  /** The accessible name of the list of options, e.g. "Matching customers". */
  listLabel?: string;
  /** Tells the owner whether the list is shown, so it can look options up only then. */
  onOpenChange?: (open: boolean) => void;
  /** When given, a button beside the box clears the choice; this is its accessible name. */
  clearLabel?: string;
  onClear?: () => void;
  /** Closing the list without a choice, by Escape or leaving the box. */
  onDismiss?: () => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
};

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Box = styled.input<{ $withClear: boolean }>`
  ${controlStyles}
  height: 2.25rem;
  padding-right: ${({ $withClear, theme }) => ($withClear ? theme.space[8] : theme.space[3])};
`;

const ClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  transform: translateY(-50%);
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: 60;
  max-height: 16rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  user-select: none;

  &[data-active='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  &:empty {
    display: none;
  }
`;

/**
 * A text box that suggests options as one types (the ARIA combobox pattern with a list
 * popup): Arrow keys move through the options, Enter chooses, Escape closes the list (and only
 * the list, inside a dialog).
 * Focus stays in the box; the active option is announced through aria-activedescendant.
 * It only presents: the owner holds the text and finds the options. Inside a Field it takes
 * the field's id, description and invalid state, like an Input.
 */
export function Combobox(props: ComboboxProps) {
  const {
    inputValue,
    onInputChange,
    options,
    onSelect,
    loading = false,
    loadingText = 'Searching…',
    noMatchText = 'No matches',
    listLabel = 'Suggestions',
    onOpenChange,
    clearLabel,
    onClear,
    onDismiss,
    placeholder,
    disabled = false,
    className,
  } = props;
  const control = useFieldControl({
    id: props.id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  const generatedId = useId();
  const inputId = control.id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const shownActive = active < options.length ? active : -1;

  const setOpen = (next: boolean) => {
    if (next === open) return;
    setOpenState(next);
    if (!next) setActive(-1);
    onOpenChange?.(next);
  };
  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
  };
  const dismiss = () => {
    setOpen(false);
    onDismiss?.();
  };
  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : options.length - 1);
      return;
    }
    if (options.length === 0) return;
    setActive((current) => {
      const from = current < options.length ? current : -1;
      if (from === -1) return step === 1 ? 0 : options.length - 1;
      return (from + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && shownActive >= 0) {
      event.preventDefault();
      const option = options[shownActive];
      if (option) choose(option);
    }
  };

  // Escape closes the open list, not a dialog around the box: dialogs listen on the document in
  // the capture phase, so the key is taken earlier, on the window.
  const box = useRef<HTMLInputElement>(null);
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== box.current) return;
      event.preventDefault();
      event.stopPropagation();
      dismissRef.current();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [open]);

  const showClear = Boolean(onClear && clearLabel && inputValue !== '' && !disabled);
  let notice: ReactNode = null;
  if (loading)
    notice = (
      <>
        <Spinner size="sm" />
        {loadingText}
      </>
    );
  else if (options.length === 0) notice = noMatchText;

  return (
    <Wrapper className={className}>
      <Box
        ref={box}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-label={props['aria-label']}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid'] || undefined}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shownActive >= 0 ? optionId(shownActive) : undefined}
        aria-busy={open && loading ? true : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={inputValue}
        $withClear={showClear}
        onChange={(event) => {
          onInputChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (open) dismiss();
        }}
      />
      {showClear ? (
        <ClearButton type="button" aria-label={clearLabel} onClick={() => onClear?.()}>
          <X aria-hidden="true" />
        </ClearButton>
      ) : null}
      <Popup hidden={!open}>
        <List id={listId} role="listbox" aria-label={listLabel}>
          {options.map((option, index) => (
            <Item
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === shownActive}
              data-active={index === shownActive}
              // The box keeps focus while an option is clicked, so blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              {option.detail ? <Detail>{option.detail}</Detail> : null}
            </Item>
          ))}
        </List>
        <Notice role="status">{open ? notice : null}</Notice>
      </Popup>
    </Wrapper>
  );
}
