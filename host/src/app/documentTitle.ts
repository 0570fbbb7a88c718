import { visibleHeading } from './focusHeading';

/** The tab's title for a page: its heading, then the product; the product alone before a heading shows. */
export function titleOf(heading: string | null | undefined, product: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${product}` : product;
}

/**
 * WCAG 2.4.2: the tab says where one is. Every page and area already names itself in its h1
 * (in the reader's language), so the title follows that heading as pages and areas render,
 * wherever they come from, instead of each remote keeping a title of its own. `product` is the
 * catalogue's app.name, as the server's login page writes it. Returns a function that stops
 * following.
 */
export function followHeadingInTitle(doc: Document, product: string): () => void {
  const update = () => {
    const title = titleOf(visibleHeading(doc)?.textContent, product);
    if (doc.title !== title) doc.title = title;
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['inert'] });
  return () => observer.disconnect();
}
