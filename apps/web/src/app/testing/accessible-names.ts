/*
 * Tests only: the names a screen reader announces for a page's buttons, to prove that repeated row buttons can be told
 * apart. A simplified accessible-name computation: aria-label, else the text of aria-labelledby, else the text.
 */

/** The accessible name of an element: its aria-label, else the text its aria-labelledby names, else its own text. */
export function accessibleNameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null && label.trim() !== '') return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy !== null) {
    const texts = labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .filter((text) => text.trim() !== '');
    if (texts.length > 0) return texts.join(' ').replace(/\s+/g, ' ').trim();
  }
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The accessible names of the buttons (and elements with role button) in `root`, in document order. */
export function buttonNamesIn(root: ParentNode): string[] {
  return [...root.querySelectorAll('button, [role="button"]')].map(accessibleNameOf);
}

/** The names more than one button in `root` shares: a list whose rows a screen reader could not tell apart. */
export function repeatedButtonNames(root: ParentNode): string[] {
  const names = buttonNamesIn(root);
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
}
