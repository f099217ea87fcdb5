/**
 * One listing's XML as a small tree: the reader builds one of these per listing element and never
 * a tree of the whole file. Names are matched without case because CRMs disagree on it
 * (`agentID`, `agentId`, `AgentID`).
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), not its children's, untrimmed. */
  text: string;
  /** Where the element starts in the file, for messages. */
  line: number;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => same(child.name, name));
}

export function childrenOf(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => same(child.name, name)) : [];
}

/** The element at a path of child names ("address/postcode"). */
export function elementAt(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let current = element;
  for (const name of path.split("/")) current = childOf(current, name);
  return current;
}

export function attributeOf(element: XmlElement | undefined, name: string): string | undefined {
  if (!element) return undefined;
  const key = Object.keys(element.attributes).find((attribute) => same(attribute, name));
  return key === undefined ? undefined : element.attributes[key];
}

/** Text with its surrounding whitespace removed; "" for an empty element such as `<subNumber />`. */
export function trimmedText(element: XmlElement): string {
  return element.text.trim();
}

/** A value that may sit in a `value` attribute (`<underOffer value="yes"/>`) or in the text. */
export function valueOf(element: XmlElement): string {
  return (attributeOf(element, "value") ?? element.text).trim();
}
