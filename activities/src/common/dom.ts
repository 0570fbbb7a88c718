type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

/** Builds an element: `on*` attributes become listeners, false/null attributes are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (name === 'value' && 'value' in element) {
      (element as HTMLInputElement).value = String(value);
    } else if (name === 'checked' && 'checked' in element) {
      (element as HTMLInputElement).checked = Boolean(value);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

export function replace(root: HTMLElement, ...children: Child[]) {
  root.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** Moves focus to a new screen's heading so keyboard and screen-reader users follow along. */
export function focusHeading(root: HTMLElement) {
  const heading = root.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}

/** Redraws a screen keeping keyboard focus on the same control (by id, or by name and value). */
export function redraw(root: HTMLElement, draw: () => void) {
  const active = document.activeElement as HTMLInputElement | null;
  const selector =
    active && root.contains(active)
      ? active.id
        ? `#${CSS.escape(active.id)}`
        : active.name
          ? `[name="${CSS.escape(active.name)}"][value="${CSS.escape(active.value)}"]`
          : null
      : null;
  draw();
  if (selector) root.querySelector<HTMLElement>(selector)?.focus();
}
