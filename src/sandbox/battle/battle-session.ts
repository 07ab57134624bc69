import type { Localizer } from "../../views/common/i18n/describe-violation";
import { roundLabel } from "../../views/five-parsecs/round/round-title";
import { confirmFirst } from "./confirm-dialog";
import { readBattleLog } from "./export-log";
import { keepFocus } from "./focus-keeper";
import { forgetBattle, hasBattle, keepBattle, keptBattle } from "./persistence";
import { renderReplayBar, Replay } from "./replay";
import type { BattleStore } from "./store";
import type { SandboxState } from "./store-state";

/**
 * The battle's life beyond one page load: kept across reloads (its seed and inputs in the browser's storage), never
 * discarded without asking (a new seed, an imported log), and an imported log stepped through input by input.
 */
export class BattleSession {
  #replay: Replay | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly store: BattleStore,
    private readonly i18n: Localizer,
    /** Shows a sentence in the page's notice line. */
    private readonly tell: (text: string) => void,
  ) {
    store.subscribe((state) => {
      keepBattle(state);
      if (this.#replay && !this.#replay.follows(state)) this.#replay = null;
      this.renderBar(state);
    });
    this.$("replay-bar").addEventListener("click", (event) => {
      const action = (event.target as HTMLElement).closest<HTMLElement>("button[data-replay]")?.dataset["replay"];
      const replay = this.#replay;
      if (!replay || !action) return;
      const step = { start: 0, back: replay.at - 1, forward: replay.at + 1, end: replay.total }[action];
      if (step !== undefined) void replay.to(step);
    });
    const file = this.$<HTMLInputElement>("import-file");
    this.$("import-log").addEventListener("click", () => file.click());
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      file.value = "";
      if (chosen) void this.importLog(chosen);
    });
  }

  private $<T extends HTMLElement>(id: string): T {
    return this.root.querySelector<T>(`[data-testid="${id}"]`)!;
  }

  /**
   * Brings back the battle kept from the last visit. When the address names another seed, that is a new battle the
   * person asked for: the kept one is discarded only if they say so, otherwise it comes back.
   */
  async restore(addressSeed: string | null): Promise<void> {
    const kept = keptBattle();
    if (!kept) return;
    if (addressSeed !== null && addressSeed !== kept.seed) {
      const discard = await confirmFirst({
        title: "Discard.Title",
        text: "Discard.OtherSeed",
        yes: "Discard.Yes",
        data: { seed: addressSeed, kept: kept.seed },
      });
      if (discard) return forgetBattle();
    }
    this.showSeed(kept.seed);
    await this.store.restart(kept.seed, kept.inputs);
  }

  /** The seed box's "New battle": a fresh page with that seed, once the battle on the page may go. */
  async newBattle(seed: string): Promise<void> {
    const state = this.store.state;
    if (hasBattle(state) && !(await this.mayDiscard(state, "Discard.NewBattle", { seed }))) return;
    forgetBattle();
    location.search = `?seed=${encodeURIComponent(seed)}`;
  }

  /** An exported battle log, read back and set up to step through from its first input. */
  async importLog(file: File): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      parsed = undefined;
    }
    const log = readBattleLog(parsed);
    if ("problem" in log) {
      return this.tell(
        this.i18n.format(`FPB.Sandbox.Battle.Replay.Invalid.${log.problem}`, {
          file: file.name,
          at: String(log.at ?? ""),
        }),
      );
    }
    if (
      hasBattle(this.store.state) &&
      !(await this.mayDiscard(this.store.state, "Discard.Import", { file: file.name }))
    )
      return;
    const replay = new Replay(file.name, log, this.store);
    this.#replay = replay;
    this.showSeed(log.seed);
    await replay.to(0);
  }

  private mayDiscard(state: SandboxState, text: string, data: Record<string, string>): Promise<boolean> {
    return confirmFirst({
      title: "Discard.Title",
      text,
      yes: "Discard.Yes",
      data: { ...data, current: state.seed, round: roundLabel(state.battle?.round ?? 0, this.i18n) },
    });
  }

  /** The seed in the seed box and the address, so a reload or a shared link gives this battle. */
  private showSeed(seed: string): void {
    this.$<HTMLInputElement>("seed-input").value = seed;
    history.replaceState(history.state, "", `?seed=${encodeURIComponent(seed)}`);
  }

  private renderBar(state: SandboxState): void {
    keepFocus(this.root, () => renderReplayBar(this.$("replay-bar"), this.#replay, state, this.i18n));
  }
}

/** "End the battle" ends it at once and for good: asked first. */
export const mayEndBattle = (): Promise<boolean> =>
  confirmFirst({ title: "End.Title", text: "End.Text", yes: "End.Yes" });

/** "Win condition achieved" and "A crew member reached an objective" change the End Phase for good: asked first. */
export const mayRecordResult = (kind: "achieveWinCondition" | "reachObjective"): Promise<boolean> => {
  const key = kind === "achieveWinCondition" ? "WinCondition" : "Objective";
  return confirmFirst({ title: `${key}.Title`, text: `${key}.Text`, yes: `${key}.Yes` });
};
