// Issue 36 item 10: each sandbox page imports its own battle logs, and a log of the other ruleset is refused with a
// message naming the page that replays it (the Five Parsecs page once said only "not a battle log from this page").
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { battleLog as fiveParsecsLog, readBattleLog } from "../../src/sandbox/battle/export-log";
import { BattleStore as FiveParsecsStore } from "../../src/sandbox/battle/store";
import { battleLog as bracketBustersLog, readImportedLog } from "../../src/sandbox/bracket-busters/battle-log";
import { BattleStore as BracketBustersStore } from "../../src/sandbox/bracket-busters/store";
import { createLocalizer, type LangTree } from "../../src/sandbox/common/localizer";
import { defaultSetupForm } from "../../src/views/five-parsecs/round/setup-form";

const ROOT = resolve(import.meta.dirname, "../..");
const lang = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);
/** A file as the page's import reads it: the export written out and parsed back. */
const asFile = (log: object): unknown => JSON.parse(JSON.stringify(log));

async function bracketBustersExport(): Promise<unknown> {
  const store = new BracketBustersStore("import", 3, lang);
  await store.dispatch({ type: "rules", input: { type: "rollPriority" } });
  return asFile(bracketBustersLog(store.state));
}

async function fiveParsecsExport(): Promise<unknown> {
  const store = new FiveParsecsStore("import", lang);
  await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
  return asFile(fiveParsecsLog(store.state));
}

describe("battle logs across the two sandbox pages", () => {
  it("the Five Parsecs page refuses a Bracket Busters log, naming the Bracket Busters page", async () => {
    const read = readBattleLog(await bracketBustersExport());
    expect(read).toEqual({ problem: "bracketBusters" });
    const text = lang.format(`FPB.Sandbox.Battle.Replay.Invalid.${"problem" in read ? read.problem : ""}`, {
      file: "bb.json",
    });
    expect(text).toBe("bb.json is a Bracket Busters battle log: import it on the Bracket Busters page.");
  });

  it("the Bracket Busters page reads its own export back: seed, gangs and every input", async () => {
    const file = await bracketBustersExport();
    const read = readImportedLog(file);
    expect(read).toEqual({
      seed: "import",
      gangCount: 3,
      inputs: [{ type: "rules", input: { type: "rollPriority" } }],
    });
    // Played back, the battle stands as it did when exported.
    const replayed = new BracketBustersStore("other", 2, lang);
    if ("problem" in read) throw new Error(read.problem);
    await replayed.restart(read.seed, read.gangCount, read.inputs);
    expect(replayed.state.battle.phase).toBe("ready");
    expect(replayed.state.battle.gangs).toHaveLength(3);
  });

  it("the Bracket Busters page refuses a Five Parsecs log, naming the Five Parsecs page, and anything else plainly", async () => {
    const read = readImportedLog(await fiveParsecsExport());
    expect(read).toEqual({ problem: "fiveParsecs" });
    expect(lang.format("FPB.BracketBusters.Import.fiveParsecs", { file: "fp.json" })).toBe(
      "fp.json is a Five Parsecs battle log: import it on the Five Parsecs page.",
    );
    expect(readImportedLog([1, 2])).toEqual({ problem: "notLog" });
    expect(readImportedLog(undefined)).toEqual({ problem: "notLog" });
    // The Five Parsecs page still reads its own.
    expect(readBattleLog(await fiveParsecsExport())).toMatchObject({ seed: "import" });
  });
});
