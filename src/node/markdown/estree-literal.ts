/** The value of an expression written as a literal (a page's `frontmatter` export, a component's props). */
export type EstreeNode = { type: string; [key: string]: unknown };
type Node = EstreeNode;

/** A literal expression's value (strings, numbers, booleans, null, arrays and objects of them); undefined otherwise. */
export function literal(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length ? undefined : (node.quasis as { value: { cooked: string } }[])[0].value.cooked;
    case 'ArrayExpression':
      return (node.elements as Node[]).map(literal);
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties as Node[]) {
        if (prop.type !== 'Property' || prop.computed) continue;
        const key = prop.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
        out[name] = literal(prop.value as Node);
      }
      return out;
    }
    default:
      return undefined;
  }
}
