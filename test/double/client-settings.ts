/*
 * A client's game settings: the registered settings, world-scope values as the world sent them, client-scope values
 * in the browser's localStorage.
 */
import type { Client } from "./client";
import { DataModelValidationError, type DataField } from "./data-model";
import { deepClone } from "./utils";
import { nextTask } from "./next-task";

export type SettingConfig = {
  scope: "world" | "client";
  default?: unknown;
  type?: unknown;
  config?: boolean;
  name?: string;
  onChange?: (value: unknown) => void;
};

export class ClientSettings {
  readonly #settings = new Map<string, SettingConfig>();
  readonly #worldSettings = new Map<string, unknown>();

  constructor(private readonly client: Client) {}

  /** Client-scope settings live in the browser's localStorage, so they outlast a reload (G1): kept by the world per user. */
  get #clientSettings(): Map<string, unknown> {
    return this.client.world.localStorageOf(this.client.userId);
  }

  register(key: string, config: SettingConfig): Map<string, SettingConfig> {
    return this.#settings.set(key, config);
  }

  /** A world setting as the world's snapshot holds it at load (no onChange, no hook). */
  load(key: string, value: unknown): void {
    this.#worldSettings.set(key, value);
  }

  get(key: string): unknown {
    const config = this.#settings.get(key);
    if (!config) throw new Error(`"${key}" is not a registered game setting`);
    const stored = config.scope === "world" ? this.#worldSettings.get(key) : this.#clientSettings.get(key);
    return stored === undefined ? config.default : deepClone(stored);
  }

  async set(key: string, value: unknown): Promise<unknown> {
    const config = this.#settings.get(key);
    if (!config) throw new Error(`"${key}" is not a registered game setting`);
    const field = config.type as DataField | undefined;
    if (field && typeof (field as { validate?: unknown }).validate === "function") {
      const problem = field.validate(value);
      if (problem) throw new DataModelValidationError(`Setting ${key}: ${problem}`);
    }
    if (config.scope === "world") {
      await nextTask();
      this.client.world.setWorldSetting(this.client, key, value);
    } else this.receive(key, value, false);
    return value;
  }

  receive(key: string, value: unknown, world = true): void {
    (world ? this.#worldSettings : this.#clientSettings).set(key, value);
    this.#settings.get(key)?.onChange?.(value);
    this.client.Hooks.callAll("updateSetting", { key, value }, { value }, {}, this.client.userId);
  }
}
