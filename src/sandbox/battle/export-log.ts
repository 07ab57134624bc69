import { roundInput } from "../../views/five-parsecs/round/round-request";
import { defaultSetupForm, readSetupForm } from "../../views/five-parsecs/round/setup-form";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";
import {
  dict,
  id,
  isRecord,
  literal,
  map,
  num,
  object,
  parseOrNull,
  plain,
  type Schema,
  variant,
} from "../../views/common/schema";

/** The battle log as plain data: the seed, every input, and what each rolled and posted. */
export function battleLog(state: SandboxState) {
  return {
    ruleset: "fiveParsecs",
    seed: state.seed,
    inputs: state.log.map((entry) => entry.input),
    log: state.log,
  };
}

/** Downloads the battle log as `five-parsecs-battle-<seed>.json`. */
export function downloadLog(state: SandboxState): void {
  const blob = new Blob([`${JSON.stringify(battleLog(state), null, 2)}\n`], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `five-parsecs-battle-${state.seed.replace(/[^\w-]+/g, "_")}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** What replays a battle: the seed and the inputs, in order (the dice and cards follow from them). */
export interface ReplayableLog {
  readonly seed: string;
  readonly inputs: readonly SandboxInput[];
}

const bare = <T extends "applySuggestion" | "skipSuggestion">(type: T) => object({ type: literal(type) });

/** Every input the page records, as the page would have made it; the setup's form is read as the dialog reads it. */
const sandboxInput: Schema<SandboxInput> = variant("type", {
  setup: object({
    type: literal("setup"),
    form: map(dict(plain), (form) => readSetupForm(form, defaultSetupForm("normal"))),
  }),
  round: object({ type: literal("round"), input: roundInput }),
  move: object({ type: literal("move"), figureId: id(), to: object({ x: num, y: num }) }),
  fire: object({ type: literal("fire"), firerId: id(), targetId: id() }),
  brawl: object({ type: literal("brawl"), attackerId: id(), defenderId: id() }),
  applySuggestion: bare("applySuggestion"),
  skipSuggestion: bare("skipSuggestion"),
});

/** One input of a log read back, checked as the page would have made it; null when it is not one. */
export const sandboxInputOf = (value: unknown): SandboxInput | null => parseOrNull(sandboxInput, value);

/**
 * A battle log read back (the export, or the copy kept across reloads): its seed and inputs, or why it cannot be
 * replayed — the lang key under `FPB.Sandbox.Battle.Replay.Invalid` and, for a bad input, its number.
 */
export function readBattleLog(value: unknown): ReplayableLog | { readonly problem: string; readonly at?: number } {
  if (!isRecord(value)) return { problem: "notLog" };
  // The Bracket Busters page's export says its rules: name the page that replays it.
  if (value["ruleset"] === "bracketBusters" || "gangCount" in value) return { problem: "bracketBusters" };
  const { seed, inputs } = value;
  if (typeof seed !== "string" || seed.trim() === "") return { problem: "noSeed" };
  if (!Array.isArray(inputs)) return { problem: "noInputs" };
  const read: SandboxInput[] = [];
  for (const [index, raw] of inputs.entries()) {
    const input = sandboxInputOf(raw);
    if (!input) return { problem: "badInput", at: index + 1 };
    read.push(input);
  }
  return { seed, inputs: read };
}
