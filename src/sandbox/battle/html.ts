/** Text for innerHTML: the page builds small panels from strings, and names or reasons must never become markup. */
export const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
