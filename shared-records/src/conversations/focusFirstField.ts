/**
 * A dialog's form arrives after the dialog has opened (it downloads on first use), when the dialog
 * has already put focus on its first control, the close button. The form takes focus to its first
 * field as it appears, unless the person has already moved it elsewhere.
 */
export function focusFirstField(form: HTMLFormElement | null): void {
  if (!form) return;
  const dialog = form.closest('[role="dialog"]');
  const active = document.activeElement;
  if (dialog && active && active !== dialog && !active.matches('[aria-label="Close"]')) return;
  form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [role="combobox"]')?.focus();
}
