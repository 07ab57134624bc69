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
