// The template gallery (sandbox/gallery.html): every template of the module rendered with sample data.
import { loadModuleStyles, localizer, renderTemplate, templateSources } from "../common";
import { buildCatalog } from "./catalog";
import { galleryPage } from "./page";
import "./gallery.css";

async function main(): Promise<void> {
  loadModuleStyles();
  document.title = localizer.localize("FPB.Sandbox.Gallery.Title");
  const keys = Object.keys(templateSources).sort();
  const catalog = await buildCatalog(localizer);
  document.getElementById("gallery")?.replaceChildren(galleryPage(keys, catalog, renderTemplate, localizer));
  // The e2e test waits for this before it looks at the page.
  document.body.dataset["galleryReady"] = "true";
}

void main();
