import { parse, type AnyNode } from '@humanwhocodes/momoa';

/** Line and column (1-based) of the JSON value at a JSON pointer, or of the nearest parent that exists. */
export type Locator = (pointer: string) => { line: number; column: number };

export function locator(source: string): Locator {
  // Parsed on the first question only: a registry with no problem asks none, and parsing it with
  // positions is a third of a clean check's time.
  let root: AnyNode | undefined | null = null;
  const parsed = () => {
    if (root !== null) return root;
    try {
      root = parse(source).body;
    } catch {
      root = undefined;
    }
    return root;
  };
  return (pointer) => {
    let node: AnyNode | undefined = parsed();
    let found: AnyNode | undefined = node;
    for (const token of pointerTokens(pointer)) {
      node = child(node, token);
      if (!node) break;
      found = node;
    }
    return found ? { line: found.loc.start.line, column: found.loc.start.column } : { line: 1, column: 1 };
  };
}

function child(node: AnyNode | undefined, token: string): AnyNode | undefined {
  if (node?.type === 'Object') return node.members.find((member) => member.name.type === 'String' && member.name.value === token)?.value;
  if (node?.type === 'Array') return node.elements[Number(token)]?.value;
  return undefined;
}

export function pointerTokens(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(path: readonly (string | number)[]): string {
  return path.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
