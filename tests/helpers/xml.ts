/** An element of a parsed XML document. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][\\w.:-]*";
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, "g");
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+|#\d+|#x[\da-f]+);|&/gi, (match, entity: string | undefined) => {
    if (!entity) throw new Error(`a bare & in ${JSON.stringify(text.slice(0, 80))}`);
    if (entity.startsWith("#x")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    const value = ENTITIES[entity];
    if (value === undefined) throw new Error(`an unknown entity &${entity};`);
    return value;
  });
}

/**
 * A strict reader of the XML our sitemaps use (declaration, elements, attributes, text, the five
 * entities): it throws on anything not well formed (unbalanced tags, a raw `<` or `&`, two roots), so a
 * test that parses a file knows it is valid XML.
 */
export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml\s[^?]*\?>\s*/, "");
  if (rest.length === source.length) throw new Error("no XML declaration");
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const stack: XmlElement[] = [root];
  while (rest.length > 0) {
    const top = stack[stack.length - 1]!;
    if (rest.startsWith("<")) {
      const match = TAG.exec(rest);
      if (!match) throw new Error(`not a tag: ${JSON.stringify(rest.slice(0, 80))}`);
      const [whole, closing, name, attributeText, selfClosing] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      rest = rest.slice(whole.length);
      if (closing) {
        if (top.name !== name || attributeText.trim()) throw new Error(`</${name}> closes <${top.name}>`);
        stack.pop();
        continue;
      }
      const attributes: Record<string, string> = {};
      for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE)) {
        if (key! in attributes) throw new Error(`attribute ${key} twice on <${name}>`);
        attributes[key!] = decode(double ?? single ?? "");
      }
      const element: XmlElement = { name: name!, attributes, children: [], text: "" };
      if (top === root && root.children.length > 0) throw new Error("a second root element");
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    } else {
      const end = rest.indexOf("<");
      const text = end === -1 ? rest : rest.slice(0, end);
      if (top === root && text.trim()) throw new Error("text outside the root element");
      top.text += decode(text);
      rest = end === -1 ? "" : rest.slice(end);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (root.children.length !== 1) throw new Error("no root element");
  return root.children[0]!;
}
