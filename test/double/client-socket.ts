/* A client's `game.socket`: a module's socket events (module.<id>), sent through the world to the other clients. */
import type { Client } from "./client";

export class ClientSocket {
  readonly #handlers = new Map<string, ((...args: unknown[]) => void)[]>();

  constructor(private readonly client: Client) {}

  on(event: string, fn: (...args: unknown[]) => void): Map<string, ((...args: unknown[]) => void)[]> {
    return this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), fn]);
  }

  off(event: string): boolean {
    return this.#handlers.delete(event);
  }

  emit(event: string, args: unknown[]): void {
    const [scope, id] = event.split(".");
    if (scope !== "module" || !id || !this.client.world.activeModules.has(id))
      throw new Error(`Foundry double: no socket "${event}" (a module's socket is module.<id>)`);
    this.client.world.emit(this.client, event, args);
  }

  receive(event: string, args: unknown[], senderId: string): void {
    for (const handler of this.#handlers.get(event) ?? []) {
      try {
        handler(...args, senderId);
      } catch (error) {
        this.client.world.errors.push({ client: this.client.userId, where: `socket ${event}`, error });
      }
    }
  }
}
