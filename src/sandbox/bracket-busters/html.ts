/** Text for innerHTML: names and reasons must never become markup. */
export const esc = (text: string | number): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** A button the page's click handler reads: `data-bb` names what it does, the rest are its arguments. */
export function button(
  action: string,
  label: string,
  data: Readonly<Record<string, string>> = {},
  extra: {
    readonly testid?: string;
    readonly disabled?: boolean;
    readonly title?: string;
    readonly cls?: string;
    /** The accessible name of a button that shows only an icon. */
    readonly aria?: string;
  } = {},
): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join("");
  const testid = extra.testid ? ` data-testid="${esc(extra.testid)}"` : "";
  const title = extra.title ? ` title="${esc(extra.title)}"` : "";
  const cls = extra.cls ? ` class="${esc(extra.cls)}"` : "";
  const aria = extra.aria ? ` aria-label="${esc(extra.aria)}"` : "";
  return `<button type="button" data-bb="${esc(action)}"${attrs}${testid}${title}${aria}${cls}${extra.disabled ? " disabled" : ""}>${label}</button>`;
}

export const options = (
  choices: readonly { readonly value: string; readonly label: string }[],
  selected: string | null,
): string =>
  choices
    .map((c) => `<option value="${esc(c.value)}"${c.value === selected ? " selected" : ""}>${esc(c.label)}</option>`)
    .join("");
