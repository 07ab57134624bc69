import type { PageInput } from "./page-input";
import type { PageState } from "./store";
import { isRecord, list, num, object, parseOrNull, text, whole } from "../../views/common/schema";

/** What replays a battle: the seed, how many gangs, and every input in order (the dice follow from the seed). */
export interface ReplayableLog {
  readonly seed: string;
  readonly gangCount: number;
  readonly inputs: readonly PageInput[];
}

/** The battle log as plain data: what replays it, and what each input rolled and posted. */
export const battleLog = (state: PageState) => ({
  ruleset: "bracketBusters",
  seed: state.seed,
  gangCount: state.gangCount,
  inputs: state.log.map((entry) => entry.input),
  log: state.log,
});

/** Downloads the battle log as `bracket-busters-<seed>.json`, as the Five Parsecs page does its own. */
export function downloadLog(state: PageState): void {
  const blob = new Blob([`${JSON.stringify(battleLog(state), null, 2)}\n`], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `bracket-busters-${state.seed.replace(/[^\w-]+/g, "_")}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * What replays a log. The rules check every rules input again when it is replayed (`advance` refuses a bad one), so
 * here only the page's own shape is checked: each input plain data with a type.
 */
const replayableLog = object<ReplayableLog>({
  seed: text(),
  gangCount: num,
  inputs: list(whole<PageInput>(object({ type: text() }))),
});

/** A log read back, or null. */
export const readLog = (value: unknown): ReplayableLog | null => parseOrNull(replayableLog, value);

/** Why a file chosen for import is no Bracket Busters log: a Five Parsecs log is named, so its own page is found. */
export type ImportProblem = "fiveParsecs" | "notLog";

/** A log chosen for import, or why it cannot be one: the lang key under `FPB.BracketBusters.Import`. */
export function readImportedLog(value: unknown): ReplayableLog | { readonly problem: ImportProblem } {
  const log = readLog(value);
  if (log) return log;
  const fiveParsecs = isRecord(value) && (value["ruleset"] === "fiveParsecs" || !("gangCount" in value));
  return { problem: fiveParsecs && typeof value["seed"] === "string" ? "fiveParsecs" : "notLog" };
}
