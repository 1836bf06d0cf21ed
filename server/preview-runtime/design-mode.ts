import type { DesignTarget } from '@kiln/contract/preview-messages';

/**
 * The parts of a component a person can pick in design mode: what carries a text of its own
 * (headings, labels, paragraphs, table cells, list items, spans with text) and the controls.
 */
const PICKABLE =
  'h1,h2,h3,h4,h5,h6,label,legend,button,a,input,select,textarea,th,td,li,p,dt,dd,span,[role="button"],[role="link"]';
const FORM_CONTROLS = new Set(['input', 'select', 'textarea']);
const HOVER = 'data-kiln-design-hover';
const SELECTED = 'data-kiln-design-selected';
/** Marks the tabindex design mode added, so turning it off removes exactly those. */
const ADDED_TABINDEX = 'data-kiln-design-tabindex';
const ON = 'data-kiln-design';

/** Outlines in the frame's own style sheet, present only while design mode is on. */
const DESIGN_CSS = `
[${ON}] [${HOVER}] { outline: 2px dashed #4f46e5; outline-offset: 2px; cursor: pointer; }
[${ON}] [${SELECTED}] { outline: 3px solid #db2777 !important; outline-offset: 2px; }
[${ON}] [${ADDED_TABINDEX}]:focus-visible { outline: 3px solid #4f46e5; outline-offset: 2px; }
`;

const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A form control is named by its label, else its aria-label, else its placeholder. */
const controlText = (element: HTMLElement): string => {
  const labelled = (element as HTMLInputElement).labels?.[0];
  if (labelled) return collapse(labelled.textContent);
  const byId = element.getAttribute('aria-labelledby');
  const named = byId ? element.ownerDocument.getElementById(byId.split(' ')[0] ?? '') : null;
  if (named) return collapse(named.textContent);
  return collapse(element.getAttribute('aria-label') ?? element.getAttribute('placeholder'));
};

/** What the element says: its own text, or, for a form control, its label's. */
export const targetText = (element: HTMLElement): string =>
  FORM_CONTROLS.has(element.localName) ? controlText(element) : collapse(element.textContent);

const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button',
  select: 'combobox',
  textarea: 'textbox',
  li: 'listitem',
  th: 'columnheader',
  td: 'cell',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
};
const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  submit: 'button',
  button: 'button',
  reset: 'button',
  range: 'slider',
};

const roleOf = (element: HTMLElement): string | null => {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit.slice(0, 40);
  if (element.localName === 'a') return element.hasAttribute('href') ? 'link' : null;
  if (element.localName === 'input')
    return INPUT_ROLES[(element as HTMLInputElement).type] ?? 'textbox';
  return IMPLICIT_ROLES[element.localName] ?? null;
};

/**
 * The elements of `root` design mode can pick, in document order: pickable, with a text, and not
 * a wrapper of a pickable element saying the same (the innermost one is the part).
 */
export const pickableElements = (root: HTMLElement): HTMLElement[] => {
  const all = [...root.querySelectorAll<HTMLElement>(PICKABLE)].filter(
    (element) => targetText(element) !== '',
  );
  return all.filter((element) => {
    if (FORM_CONTROLS.has(element.localName)) return true;
    const text = targetText(element);
    return !all.some(
      (inner) =>
        inner !== element &&
        !FORM_CONTROLS.has(inner.localName) &&
        element.contains(inner) &&
        targetText(inner) === text,
    );
  });
};

/**
 * How the app finds a picked element: tag, text, role, and which of the elements saying the same
 * it is. Form controls are counted among form controls, other elements among the others, so a
 * label and its field are both the first "Email".
 */
export const describeTarget = (element: HTMLElement, root: HTMLElement): DesignTarget => {
  const text = targetText(element);
  const control = FORM_CONTROLS.has(element.localName);
  const same = pickableElements(root).filter(
    (other) => FORM_CONTROLS.has(other.localName) === control && targetText(other) === text,
  );
  return {
    tag: element.localName.slice(0, 40),
    text: text.slice(0, 500),
    role: roleOf(element),
    nth: Math.max(0, same.indexOf(element)),
  };
};

export interface DesignMode {
  setOn: (on: boolean) => void;
  /** The component was mounted again: its new elements become reachable by Tab. */
  refresh: () => void;
}

/**
 * Design mode in the frame: while on, hovering outlines the part under the pointer, a click (or
 * Enter on a part reached with Tab) picks it and reports it with `onSelect`, and the component's
 * own handlers do not see that click. Off restores everything it changed.
 */
export const createDesignMode = (
  root: HTMLElement,
  onSelect: (target: DesignTarget) => void,
): DesignMode => {
  let on = false;
  let style: HTMLStyleElement | null = null;
  let observer: MutationObserver | null = null;

  const pickableFrom = (node: EventTarget | null): HTMLElement | null => {
    if (!(node instanceof Element) || !root.contains(node)) return null;
    const pickable = new Set(pickableElements(root));
    for (let at: Element | null = node; at && at !== root; at = at.parentElement)
      if (at instanceof HTMLElement && pickable.has(at)) return at;
    return null;
  };

  const clearMark = (attribute: string) => {
    for (const element of root.querySelectorAll(`[${attribute}]`))
      element.removeAttribute(attribute);
  };

  const select = (element: HTMLElement) => {
    clearMark(SELECTED);
    element.setAttribute(SELECTED, '');
    onSelect(describeTarget(element, root));
  };

  const tagReachable = () => {
    for (const element of pickableElements(root))
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
        element.setAttribute('tabindex', '0');
        element.setAttribute(ADDED_TABINDEX, '');
      }
  };

  const onClick = (event: MouseEvent) => {
    const element = pickableFrom(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
    select(element);
  };
  /** While parts are picked, the component's forms submit nothing. */
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const element = pickableFrom(event.target);
    if (!element || element !== event.target) return;
    event.preventDefault();
    event.stopPropagation();
    select(element);
  };
  const onOver = (event: MouseEvent) => {
    const element = pickableFrom(event.target);
    clearMark(HOVER);
    element?.setAttribute(HOVER, '');
  };
  const onLeave = () => clearMark(HOVER);

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', swallow],
    ['keydown', onKey as EventListener],
    ['mouseover', onOver as EventListener],
    ['mouseleave', onLeave],
  ];

  const setOn = (next: boolean) => {
    if (next === on) return;
    on = next;
    if (on) {
      style = document.createElement('style');
      style.textContent = DESIGN_CSS;
      document.head.append(style);
      root.setAttribute(ON, '');
      for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
      tagReachable();
      // A component that renders more (a list filled in, a step shown) gets its parts tagged too.
      observer = new MutationObserver(() => tagReachable());
      observer.observe(root, { childList: true, subtree: true });
      return;
    }
    observer?.disconnect();
    observer = null;
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    style?.remove();
    style = null;
    root.removeAttribute(ON);
    clearMark(HOVER);
    clearMark(SELECTED);
    for (const element of root.querySelectorAll(`[${ADDED_TABINDEX}]`)) {
      element.removeAttribute('tabindex');
      element.removeAttribute(ADDED_TABINDEX);
    }
  };

  return {
    setOn,
    refresh: () => {
      if (on) tagReachable();
    },
  };
};
