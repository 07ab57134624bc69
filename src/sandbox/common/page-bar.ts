/** Text for innerHTML: the bar's words come from lang, and lang text must never become markup. */
const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** One of the other sandbox pages, by its file beside this one. */
export interface PageLink {
  readonly href: string;
  readonly text: string;
  readonly testid: string;
}

/** What a page says of itself: how it is played (a few steps, folded away) and where the other pages are. */
export interface PageBar {
  readonly howToTitle: string;
  readonly howToSteps: readonly string[];
  readonly linksLabel: string;
  readonly links: readonly PageLink[];
}

/**
 * The bar at the end of a page's header: a "How to play this page" panel that opens over the page (opening it moves
 * nothing under the pointer) and the links to the other pages.
 */
export function pageBarHtml(bar: PageBar): string {
  const steps = bar.howToSteps.map((step) => `<li>${esc(step)}</li>`).join("");
  const links = bar.links
    .map((link) => `<a href="${esc(link.href)}" data-testid="${esc(link.testid)}">${esc(link.text)}</a>`)
    .join(" · ");
  return `<div class="fpb-sandbox-pagebar">
      <nav class="fpb-sandbox-links" data-testid="page-links" aria-label="${esc(bar.linksLabel)}">${links}</nav>
      <details class="fpb-sandbox-howto" data-testid="how-to"><summary>${esc(bar.howToTitle)}</summary><ol>${steps}</ol></details>
    </div>`;
}
