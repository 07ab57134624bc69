import { parseRoundInput } from "../../views/five-parsecs/round/round-request";
import { defaultSetupForm, readSetupForm } from "../../views/five-parsecs/round/setup-form";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";

/** The battle log as plain data: the seed, every input, and what each rolled and posted. */
export function battleLog(state: SandboxState) {
  return {
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One input of a log read back, checked as the page would have made it; null when it is not one. */
export function sandboxInputOf(value: unknown): SandboxInput | null {
  if (!isRecord(value)) return null;
  switch (value["type"]) {
    case "setup":
      return isRecord(value["form"])
        ? { type: "setup", form: readSetupForm(value["form"], defaultSetupForm("normal")) }
        : null;
    case "round": {
      const input = parseRoundInput(value["input"]);
      return input ? { type: "round", input } : null;
    }
    case "move": {
      const to = value["to"];
      return isId(value["figureId"]) && isRecord(to) && isNumber(to["x"]) && isNumber(to["y"])
        ? { type: "move", figureId: value["figureId"], to: { x: to["x"], y: to["y"] } }
        : null;
    }
    case "fire":
      return isId(value["firerId"]) && isId(value["targetId"])
        ? { type: "fire", firerId: value["firerId"], targetId: value["targetId"] }
        : null;
    case "brawl":
      return isId(value["attackerId"]) && isId(value["defenderId"])
        ? { type: "brawl", attackerId: value["attackerId"], defenderId: value["defenderId"] }
        : null;
    case "applySuggestion":
    case "skipSuggestion":
      return { type: value["type"] };
    default:
      return null;
  }
}

/**
 * A battle log read back (the export, or the copy kept across reloads): its seed and inputs, or why it cannot be
 * replayed — the lang key under `FPB.Sandbox.Battle.Replay.Invalid` and, for a bad input, its number.
 */
export function readBattleLog(value: unknown): ReplayableLog | { readonly problem: string; readonly at?: number } {
  if (!isRecord(value)) return { problem: "notLog" };
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
