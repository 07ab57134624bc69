import type { Localizer } from "../../views/common/i18n/describe-violation";

/** A figure on the table, where the keyboard cursor can jump to it. */
export interface CursorFigure {
  readonly name: string;
  /** Its centre, in inches from the table's top left corner. */
  readonly x: number;
  readonly y: number;
  /** Half its base, in inches: a click this close to its centre is on it. */
  readonly radius: number;
}

export interface TableCursorOptions {
  readonly canvas: HTMLCanvasElement;
  readonly pxPerInch: number;
  /** The figures on the table now, in the order N (next) walks them. */
  readonly figures: () => readonly CursorFigure[];
  /** Where the cursor starts when the table first takes the focus: the activating figure, if any. */
  readonly start: () => { readonly x: number; readonly y: number } | null;
  readonly words: {
    /** The table's accessible name: what the keys do. */
    readonly label: string;
    /** Where the cursor is: `{x}`, `{y}` in inches. */
    readonly at: (x: string, y: string) => string;
    /** Where the cursor is when it is on a figure. */
    readonly atFigure: (figure: string, x: string, y: string) => string;
  };
}

const STEP_INCHES = 1;
const FINE_STEP_INCHES = 0.5;
/** How far past its base a click still lands on a figure (both pages' own hit tests allow a little slack). */
const ON_FIGURE_SLACK = 0.15;
const isOn = (f: CursorFigure, at: { readonly x: number; readonly y: number }): boolean =>
  Math.hypot(f.x - at.x, f.y - at.y) <= f.radius + ON_FIGURE_SLACK;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const inches = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The table for a keyboard: every click on the canvas (select, target, move, charge) is a point, so the focused table
 * has a cursor that the arrow keys move (Shift for half steps), N and P jump figure to figure, and Enter or Space
 * clicks where it stands: the page's own click handler answers, so the keyboard does exactly what the mouse does.
 * The cursor is an element over the canvas, so the page's drawing knows nothing of it.
 */
export function keyboardCursor(options: TableCursorOptions): void {
  const { canvas, pxPerInch, words } = options;
  const width = canvas.width / pxPerInch;
  const height = canvas.height / pxPerInch;
  const frame = document.createElement("div");
  frame.className = "fpb-table-frame";
  canvas.replaceWith(frame);
  const cursor = document.createElement("div");
  cursor.className = "fpb-table-cursor";
  cursor.dataset["testid"] = "table-cursor";
  cursor.setAttribute("aria-hidden", "true");
  const said = document.createElement("p");
  said.className = "fpb-visually-hidden";
  said.dataset["testid"] = "table-cursor-said";
  said.setAttribute("aria-live", "polite");
  // What the keys do, shown over the table while it has the focus: a sighted keyboard user reads no aria-label.
  const keys = document.createElement("p");
  keys.className = "fpb-table-keys";
  keys.dataset["testid"] = "table-keys";
  keys.setAttribute("aria-hidden", "true");
  keys.textContent = words.label;
  frame.append(canvas, cursor, said, keys);
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", words.label);
  let at: { x: number; y: number } | null = null;

  const place = (x: number, y: number): void => {
    at = { x: Math.min(width, Math.max(0, x)), y: Math.min(height, Math.max(0, y)) };
    cursor.style.left = `${(at.x / width) * 100}%`;
    cursor.style.top = `${(at.y / height) * 100}%`;
    const here = at;
    const on = options.figures().find((f) => isOn(f, here));
    said.textContent = on ? words.atFigure(on.name, inches(at.x), inches(at.y)) : words.at(inches(at.x), inches(at.y));
  };

  /** Where the cursor last started: a new activating figure is where it starts next time the table is focused. */
  let started: string | null = null;
  canvas.addEventListener("focus", () => {
    const start = options.start();
    const key = start ? `${start.x},${start.y}` : null;
    if (at && (key === null || key === started)) return;
    started = key;
    place(start?.x ?? width / 2, start?.y ?? height / 2);
  });

  canvas.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !at) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const step = event.shiftKey ? FINE_STEP_INCHES : STEP_INCHES;
      place(at.x + arrow[0] * step, at.y + arrow[1] * step);
    } else if (event.key === "n" || event.key === "p" || event.key === "N" || event.key === "P") {
      const figures = options.figures();
      if (figures.length === 0) return;
      const here = at;
      const current = figures.findIndex((f) => isOn(f, here));
      const forward = event.key.toLowerCase() === "n";
      const next =
        current < 0
          ? forward
            ? 0
            : figures.length - 1
          : (current + (forward ? 1 : figures.length - 1)) % figures.length;
      place(figures[next]!.x, figures[next]!.y);
    } else if (event.key === "Enter" || event.key === " ") {
      const rect = canvas.getBoundingClientRect();
      canvas.dispatchEvent(
        new MouseEvent("click", {
          bubbles: true,
          clientX: rect.left + ((at.x * pxPerInch) / canvas.width) * rect.width,
          clientY: rect.top + ((at.y * pxPerInch) / canvas.height) * rect.height,
        }),
      );
    } else return;
    // The page must not scroll under the arrows or the space bar while the table has the focus.
    event.preventDefault();
  });
}

/** The cursor's words from the module's lang file, the same on both battle pages. */
export function tableCursorWords(i18n: Localizer): TableCursorOptions["words"] {
  const key = (name: string): string => `FPB.Sandbox.TableKeys.${name}`;
  return {
    label: i18n.localize(key("Label")),
    at: (x, y) => i18n.format(key("At"), { x, y }),
    atFigure: (figure, x, y) => i18n.format(key("AtFigure"), { figure, x, y }),
  };
}
