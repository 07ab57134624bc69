import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { RenderTemplate } from "../common";
import { sectionName } from "./catalog";
import type { Sample, SampleCatalog } from "./samples/sample";

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** A template that renders table cells (a partial of a table row) is shown inside a table row, as it is included. */
const inContext = (html: string): string =>
  /^\s*(<!--[\s\S]*?-->\s*)*<td[\s>]/.test(html)
    ? `<table class="fpb-items"><tbody><tr>${html}</tr></tbody></table>`
    : html;

/** The Foundry-like frame a sample sits in: a sheet or dialog window, a chat message, the tracker sidebar. */
function framed(sample: Sample, html: string, i18n: Localizer): HTMLElement {
  if (sample.frame === "chat") {
    const log = element("ol", "chat-log");
    const message = element("li", "chat-message message");
    const header = element("header", "message-header");
    header.append(element("h4", "message-sender", i18n.localize("FPB.Sandbox.Gallery.Speaker")));
    const content = element("div", "message-content");
    content.innerHTML = html;
    message.append(header, content);
    log.append(message);
    return log;
  }
  if (sample.frame === "tracker") {
    const sidebar = element("aside", "combat-sidebar");
    sidebar.innerHTML = html;
    return sidebar;
  }
  const window = element(
    "div",
    `application five-parsecs-battle gallery-window ${sample.frame === "sheet" ? "sheet" : "dialog"}`,
  );
  const header = element("header", "window-header");
  header.append(element("h1", "window-title", sample.title ?? ""));
  const content = element("section", "window-content");
  content.innerHTML = inContext(html);
  window.append(header, content);
  return window;
}

function sampleFigure(templateKey: string, sample: Sample, render: RenderTemplate, i18n: Localizer): HTMLElement {
  const figure = element("figure", "gallery-sample");
  figure.append(element("figcaption", "gallery-caption", sample.caption));
  try {
    figure.append(framed(sample, render(templateKey, sample.context), i18n));
  } catch (error) {
    console.error(`five-parsecs-battle sandbox | ${templateKey} (${sample.caption}) did not render:`, error);
    figure.append(
      element("p", "gallery-error", i18n.format("FPB.Sandbox.Gallery.RenderFailed", { error: String(error) })),
    );
  }
  return figure;
}

function section(
  templateKey: string,
  samples: readonly Sample[] | undefined,
  render: RenderTemplate,
  i18n: Localizer,
): HTMLElement {
  const name = sectionName(templateKey);
  const node = element("section", "gallery-section");
  node.id = `gallery-${name}`;
  node.dataset["template"] = templateKey;
  node.dataset["galleryName"] = name;
  const heading = element("h2", "gallery-heading");
  heading.append(element("code", "", templateKey));
  node.append(heading);
  const list = element("div", "gallery-samples");
  if (!samples || samples.length === 0) {
    const missing = element(
      "div",
      "gallery-missing",
      i18n.format("FPB.Sandbox.Gallery.NoSamples", { template: templateKey }),
    );
    missing.dataset["galleryMissing"] = "";
    list.append(missing);
  } else {
    for (const sample of samples) list.append(sampleFigure(templateKey, sample, render, i18n));
  }
  node.append(list);
  return node;
}

/** The two battle pages, so the gallery is no dead end. */
function pagesNav(i18n: Localizer): HTMLElement {
  const pages = element("nav", "gallery-pages");
  pages.dataset["testid"] = "page-links";
  pages.setAttribute("aria-label", i18n.localize("FPB.Sandbox.Gallery.Pages"));
  const links: readonly [string, string, string][] = [
    ["index.html", "FPB.Sandbox.Gallery.FiveParsecs", "link-five-parsecs"],
    ["bracket-busters.html", "FPB.Sandbox.Gallery.BracketBusters", "link-bracket-busters"],
  ];
  for (const [href, key, testid] of links) {
    const link = element("a", "", i18n.localize(key));
    link.href = href;
    link.dataset["testid"] = testid;
    pages.append(link);
  }
  return pages;
}

/** The whole page: a title, a nav with one link per template, then one section per template found on disk. */
export function galleryPage(
  templateKeys: readonly string[],
  catalog: SampleCatalog,
  render: RenderTemplate,
  i18n: Localizer,
): HTMLElement {
  const page = element("div", "gallery");
  const header = element("header", "gallery-header");
  header.append(element("h1", "", i18n.localize("FPB.Sandbox.Gallery.Title")));
  header.append(
    element("p", "gallery-intro", i18n.format("FPB.Sandbox.Gallery.Intro", { count: String(templateKeys.length) })),
  );
  const nav = element("nav", "gallery-nav");
  nav.setAttribute("aria-label", i18n.localize("FPB.Sandbox.Gallery.Nav"));
  for (const key of templateKeys) {
    const link = element("a", "", sectionName(key));
    link.href = `#gallery-${sectionName(key)}`;
    nav.append(link);
  }
  header.append(nav, pagesNav(i18n));
  const main = element("main", "gallery-main");
  for (const key of templateKeys) main.append(section(key, catalog[key], render, i18n));
  page.append(header, main);
  return page;
}
