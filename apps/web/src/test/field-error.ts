/** The error a form control is described by (its Field's error), or null when it has none. */
export function fieldErrorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((part) => part.endsWith('-error'));
  return id ? (control.ownerDocument.getElementById(id)?.textContent ?? null) : null;
}
