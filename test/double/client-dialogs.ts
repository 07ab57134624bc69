/* The dialogs open on a client, and the test's wait for the next one. */
import type { Client } from "./client";
import { OpenDialog, type DialogConfig, type DialogPlace } from "./dialogs";

export class ClientDialogs {
  readonly #dialogs: OpenDialog[] = [];
  readonly #dialogWaiters: ((dialog: OpenDialog) => void)[] = [];

  constructor(private readonly client: Client) {}

  /** Opens a dialog: `DialogV2.wait`'s (no place), or a constructed DialogV2 rendered where `place` says. */
  open(config: DialogConfig, place: DialogPlace = {}): Promise<unknown> {
    return new Promise((resolve) => {
      const dialog: OpenDialog = new OpenDialog(
        this.client,
        config,
        (value) => {
          // A dialog answered or closed is no longer open on this client.
          const index = this.#dialogs.indexOf(dialog);
          if (index >= 0) this.#dialogs.splice(index, 1);
          resolve(value);
        },
        place,
      );
      place.shown?.(dialog);
      const waiter = this.#dialogWaiters.shift();
      if (waiter) waiter(dialog);
      else this.#dialogs.push(dialog);
      this.client.world.noteActivity();
    });
  }

  next(): Promise<OpenDialog> {
    const open = this.#dialogs.shift();
    if (open) return Promise.resolve(open);
    return new Promise((resolve, reject) => {
      const waiter = (dialog: OpenDialog) => resolve(dialog);
      this.#dialogWaiters.push(waiter);
      void this.client.world.settle().then(() => {
        const index = this.#dialogWaiters.indexOf(waiter);
        if (index < 0) return;
        this.#dialogWaiters.splice(index, 1);
        const said = this.client.notifications
          .slice(-3)
          .map((n) => `${n.type}: ${n.message}`)
          .join(" | ");
        reject(
          new Error(
            `Foundry double: ${this.client.user.name}'s client opened no dialog${said ? ` (last notifications: ${said})` : ""}`,
          ),
        );
      });
    });
  }

  get openDialogs(): readonly OpenDialog[] {
    return this.#dialogs;
  }
}
