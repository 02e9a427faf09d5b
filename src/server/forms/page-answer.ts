/**
 * The page a browser without script gets back after posting a visitor form: the page as the
 * build wrote it (dist/<path>/index.html), with the form filled with what was sent and each error
 * beside its field, or the form replaced by its thank-you text.
 *
 * The HTML is changed as a tree (parse5, the HTML standard's parser), never by pasting strings:
 * every visitor value goes in as an attribute or a text node, which the serializer escapes. The
 * answer carries no script: hydration would run against markup the app did not render, so the
 * page's loader goes. The <head>'s inline stylesheet is left as it is, so the page's CSP (which
 * allows it by its hash) still holds.
 */
import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { FORM_KIND_FIELD, VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';
import type { FormKind } from './tables.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** What a form shows again: the values as sent (a name may repeat: ticked boxes), an error per field, a message for the whole form. */
export interface FilledForm {
  pairs: ReadonlyArray<[string, string]>;
  errors: Readonly<Record<string, string>>;
  alert?: string;
}

export class PageAnswer {
  private readonly document: DefaultTreeAdapterTypes.Document;

  constructor(html: string) {
    this.document = parse(html);
  }

  /** The page's form of this kind (the one whose hidden field names it), if it has one. */
  form(kind: FormKind): Element | undefined {
    return [...elements(this.document)].find(
      (element) => element.tagName === 'form' && [...elements(element)].some((input) => input.tagName === 'input' && attr(input, 'name') === FORM_KIND_FIELD && attr(input, 'value') === kind),
    );
  }

  /** The form again, with the values sent and the errors beside their fields; focus starts on the first field in error. */
  fill(form: Element, { pairs, errors, alert }: FilledForm): void {
    const sent = (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);
    const controls = [...elements(form)].filter((element) => ['input', 'select', 'textarea'].includes(element.tagName));
    for (const control of controls) {
      const name = attr(control, 'name');
      const type = attr(control, 'type') ?? 'text';
      if (!name || type === 'hidden' || type === 'file') continue;
      const values = sent(name);
      if (control.tagName === 'textarea') showText(form, control, values.at(-1) ?? '');
      else if (control.tagName === 'select') select(control, values.at(-1) ?? '');
      else if (type === 'checkbox' || type === 'radio') setAttr(control, 'checked', values.includes(attr(control, 'value') ?? 'on') ? '' : undefined);
      else setAttr(control, 'value', values.at(-1) ?? '');
    }

    const unplaced: string[] = [];
    let first: Element | undefined;
    for (const [name, message] of Object.entries(errors)) {
      const control = controls.find((element) => attr(element, 'name') === name && attr(element, 'type') !== 'hidden');
      // A group of boxes is marked as a whole (its fieldset), as the app marks it.
      const marked = control && attr(control, 'type') === 'checkbox' ? closest(control, 'fieldset') : control;
      const slot = marked && byId(form, `${attr(marked, 'id')}-error`);
      if (!marked || !slot) {
        unplaced.push(message);
        continue;
      }
      setAttr(marked, 'aria-invalid', 'true');
      setText(slot, message);
      setAttr(slot, 'hidden', undefined);
      first ??= control;
    }
    const summary = [alert, ...unplaced].filter(Boolean).join(' ');
    const slot = summary ? alertSlot(form) : undefined;
    if (slot) setText(slot, summary);
    // Focus (and so the view) starts where the visitor has something to do: the first field in
    // error, else the message (a refusal that no field explains).
    if (first) setAttr(first, 'autofocus', '');
    else if (slot) slot.attrs.push({ name: 'tabindex', value: '-1' }, { name: 'autofocus', value: '' });
    this.prefixTitle('Error: ');
  }

  /** The form replaced by its thank-you text, with a link to the page's empty form (at `path`) for another. */
  thank(form: Element, kind: FormKind, path: string): void {
    const { title, text, again } = VISITOR_FORM_TEXTS[kind].done;
    const section = closest(form, 'section');
    const againHref = section && attr(section, 'id') ? `${path}#${attr(section, 'id')}` : path;
    const done = element('div', { class: 'form-done', role: 'status', tabindex: '-1', autofocus: '' });
    tree.appendChild(done, withText(element('h3'), `✓ ${title}`));
    tree.appendChild(done, withText(element('p'), text));
    tree.appendChild(done, withText(element('a', { class: 'button button--secondary', href: againHref }), again));
    tree.insertBefore(form.parentNode!, done, form);
    tree.detachNode(form);
    this.prefixTitle(`${title.replace(/[!.]$/, '')}: `);
  }

  /** The page as HTML, without the loader (no hydration) and laid out whole from the start (see src/app/boot.ts). */
  html(): string {
    for (const script of [...elements(this.document)].filter((element) => element.tagName === 'script')) tree.detachNode(script);
    const root = [...elements(this.document)].find((element) => element.tagName === 'html');
    if (root) setAttr(root, 'data-full-layout', '');
    return serialize(this.document);
  }

  /** The tab's title says what happened: it is the first thing a screen reader reads of the new page. */
  private prefixTitle(prefix: string): void {
    const title = [...elements(this.document)].find((element) => element.tagName === 'title');
    if (title) setText(title, prefix + textOf(title));
  }
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements(child);
  }
}

const attr = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;

/** Sets an attribute, or removes it when `value` is undefined. */
function setAttr(element: Element, name: string, value: string | undefined): void {
  element.attrs = element.attrs.filter((each) => each.name !== name);
  if (value !== undefined) element.attrs.push({ name, value });
}

function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  tree.insertText(element, text);
}

const textOf = (element: Element): string => element.childNodes.map((child) => (tree.isTextNode(child) ? child.value : tree.isElementNode(child) ? textOf(child) : '')).join('');

function element(tagName: string, attributes: Record<string, string> = {}): Element {
  return tree.createElement(tagName, 'http://www.w3.org/1999/xhtml' as Parameters<typeof tree.createElement>[1], Object.entries(attributes).map(([name, value]) => ({ name, value })));
}

function withText(target: Element, text: string): Element {
  tree.insertText(target, text);
  return target;
}

function byId(root: Element, id: string): Element | undefined {
  return [...elements(root)].find((each) => attr(each, 'id') === id);
}

function closest(from: Element, tagName: string): Element | undefined {
  for (let node: ParentNode | null = from.parentNode; node && tree.isElementNode(node); node = node.parentNode) if (node.tagName === tagName) return node;
  return undefined;
}

function select(control: Element, value: string): void {
  for (const option of [...elements(control)].filter((each) => each.tagName === 'option')) setAttr(option, 'selected', (attr(option, 'value') ?? textOf(option)) === value ? '' : undefined);
}

/** A text area's text, and its character count (the line the app keeps up to date beside it). */
function showText(form: Element, textarea: Element, value: string): void {
  setText(textarea, value);
  const count = byId(form, `${attr(textarea, 'id')}-count`);
  const max = Number(attr(textarea, 'maxlength'));
  if (count && max) setText(count, `${[...value].length} / ${max} characters`);
}

/** The form's message line (the page forms have one above their button); one is added at the form's top where there is none. */
function alertSlot(form: Element): Element {
  const existing = [...elements(form)].find((each) => (attr(each, 'class') ?? '').split(' ').includes('form__alert'));
  if (existing) return existing;
  const slot = element('p', { class: 'form__alert', role: 'alert' });
  const first = form.childNodes[0];
  if (first) tree.insertBefore(form, slot, first);
  else tree.appendChild(form, slot);
  return slot;
}
