/** How a sample is framed on the gallery page: a sheet window, a chat message, a dialog window, the tracker sidebar. */
export type Frame = "sheet" | "chat" | "dialog" | "tracker";

/** One rendering of one template: a caption saying which state it shows, and the data the module would pass. */
export interface Sample {
  readonly caption: string;
  readonly frame: Frame;
  /** The window title of sheet and dialog frames. */
  readonly title?: string;
  readonly context: object;
}

/** Samples per template, by the template's path under the repository (`templates/chat/outcome-card.hbs`). */
export type SampleCatalog = Readonly<Record<string, readonly Sample[]>>;
