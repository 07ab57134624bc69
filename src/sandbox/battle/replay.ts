import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { ReplayableLog } from "./export-log";
import { esc } from "./html";
import type { SandboxInput } from "./sandbox-input";
import type { BattleStore } from "./store";
import type { SandboxState } from "./store-state";
import "./replay.css";

/**
 * An imported battle log, played back one input at a time: forward dispatches the next input, back rebuilds the
 * battle from the seed with one input fewer (the seeded dice make both exact). `at` inputs have been played.
 */
export class Replay {
  #at = 0;

  constructor(
    readonly file: string,
    readonly log: ReplayableLog,
    private readonly store: BattleStore,
  ) {}

  get at(): number {
    return this.#at;
  }

  get total(): number {
    return this.log.inputs.length;
  }

  /** Plays the battle to just after input `step` (0: before the first). */
  async to(step: number): Promise<void> {
    const target = Math.max(0, Math.min(this.total, step));
    const next = this.log.inputs[this.#at];
    const forwardOne = target === this.#at + 1 && next !== undefined;
    this.#at = target;
    if (forwardOne) await this.store.dispatch(next);
    else await this.store.restart(this.log.seed, this.log.inputs.slice(0, target));
  }

  /**
   * Whether the battle on the page is still this log's: an input a person gives while stepping is played on from
   * there, and the rest of the log no longer applies.
   */
  follows(state: SandboxState): boolean {
    return state.seed === this.log.seed && state.log.length === this.#at;
  }
}

/** What an input does, in a few words, for the replay bar's "Next:". */
export function describeInput(input: SandboxInput, state: SandboxState, i18n: Localizer): string {
  const name = (id: string): string => state.figures[id]?.name ?? id;
  const say = (key: string, data: Record<string, string> = {}): string =>
    i18n.format(`FPB.Sandbox.Battle.Replay.Input.${key}`, data);
  switch (input.type) {
    case "setup":
      return say("setup");
    case "round": {
      const what = i18n.localize(`FPB.Round.Card.${input.input.type}`);
      return "figureId" in input.input ? say("roundFor", { what, figure: name(input.input.figureId) }) : what;
    }
    case "move":
      return say("move", { figure: name(input.figureId), x: String(input.to.x), y: String(input.to.y) });
    case "fire":
      return say("fire", { figure: name(input.firerId), target: name(input.targetId) });
    case "brawl":
      return say("brawl", { figure: name(input.attackerId), target: name(input.defenderId) });
    case "applySuggestion":
    case "skipSuggestion":
      return say(input.type);
  }
}

/** The replay's controls above the tracker: where it stands, what comes next, and the steps. */
export function renderReplayBar(
  holder: HTMLElement,
  replay: Replay | null,
  state: SandboxState,
  i18n: Localizer,
): void {
  holder.hidden = replay === null;
  if (!replay) {
    holder.innerHTML = "";
    return;
  }
  const t = (key: string, data: Record<string, string> = {}): string =>
    esc(i18n.format(`FPB.Sandbox.Battle.Replay.${key}`, data));
  const next = replay.log.inputs[replay.at];
  const button = (action: string, icon: string, enabled: boolean): string =>
    `<button type="button" data-replay="${action}" data-testid="replay-${action}" title="${t(`${action}Hint`)}"` +
    ` aria-label="${t(`${action}Hint`)}" ${enabled ? "" : "disabled"}><i class="fa-solid ${icon}"></i> ${t(action)}</button>`;
  holder.innerHTML = `
    <h3>${t("Title", { file: replay.file })}</h3>
    <p data-testid="replay-position">${t("Position", { at: String(replay.at), total: String(replay.total) })}</p>
    <p data-testid="replay-next">${next ? t("Next", { what: describeInput(next, state, i18n) }) : t("AtEnd")}</p>
    <div class="fpb-round-buttons">
      ${button("start", "fa-backward-fast", replay.at > 0)}
      ${button("back", "fa-backward-step", replay.at > 0)}
      ${button("forward", "fa-forward-step", replay.at < replay.total)}
      ${button("end", "fa-forward-fast", replay.at < replay.total)}
    </div>
    <p class="hint">${t("Hint")}</p>`;
}
