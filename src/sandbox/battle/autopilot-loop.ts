import { autopilotStep, type AutopilotPause } from "./autopilot";
import type { BattleStore } from "./store";

/** What the autopilot's controls show: on or off, and why it waits when it waits. */
export interface AutopilotStatus {
  readonly on: boolean;
  /** The player pressed Pause (or Step, which pauses after one input). */
  readonly held: boolean;
  /** Where the rules give the crew a choice; null while nothing asks. */
  readonly pause: AutopilotPause | null;
}

/**
 * The autopilot at work on a battle store: whenever the battle changes it gives its next input, one at a time and
 * `delayMs` apart, until the crew is to act or a choice stops it. Pause, Step (one input) and Resume are the
 * player's controls.
 */
export class AutopilotLoop {
  #on = false;
  #held = false;
  #pause: AutopilotPause | null = null;
  #resumedAt = -1;
  #running: Promise<void> | null = null;
  #again = false;
  readonly #listeners = new Set<(status: AutopilotStatus) => void>();

  constructor(
    private readonly store: BattleStore,
    /** The wait between two inputs, so a watcher sees each enemy act. */
    private readonly delayMs = 0,
  ) {
    store.subscribe(() => void this.kick());
  }

  get status(): AutopilotStatus {
    return { on: this.#on, held: this.#held, pause: this.#pause };
  }

  subscribe(listener: (status: AutopilotStatus) => void): void {
    this.#listeners.add(listener);
  }

  /** The toggle beside the seed box; a Pause pressed before stays until Resume. */
  setOn(on: boolean): Promise<void> {
    this.#on = on;
    return this.kick();
  }

  pauseNow(): void {
    this.#held = true;
    this.#tell();
  }

  /** Goes on, past the choice it stopped at: the player answered it or let it pass. */
  resume(): Promise<void> {
    this.#held = false;
    this.#resumedAt = this.store.state.log.length;
    return this.kick();
  }

  /** One input, then held again. */
  async step(): Promise<void> {
    this.#resumedAt = this.store.state.log.length;
    this.#held = true;
    await this.#runOne();
    this.#tell();
  }

  /** Settles once the autopilot has stopped, for the e2e test waiting on it. */
  idle(): Promise<void> {
    return this.#running ?? this.store.idle();
  }

  /**
   * Runs until the autopilot has nothing to do; a change while it runs makes it look again. The promise settles when
   * the run in progress (this call's or an earlier one's) has stopped.
   */
  kick(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
      this.#tell();
    });
    return this.#running;
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      while (this.#on && !this.#held && (await this.#runOne())) await this.#wait();
    } while (this.#again && this.#on && !this.#held);
  }

  /** Gives the next input; false when it pauses or has none. */
  async #runOne(): Promise<boolean> {
    await this.store.idle();
    const next = autopilotStep(this.store.state, this.#resumedAt);
    this.#pause = next && "pause" in next ? next.pause : null;
    if (!next || "pause" in next) return false;
    await this.store.dispatch(next.input);
    return true;
  }

  #wait(): Promise<void> {
    return this.delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.delayMs)) : Promise.resolve();
  }

  #tell(): void {
    for (const listener of this.#listeners) listener(this.status);
  }
}
