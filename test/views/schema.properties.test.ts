// The schema kit's families, as properties: whatever the module writes parses back equal (stored flags, socket
// messages, logs), and arbitrary JSON (prototype keys, deep nesting, huge texts) never throws and never parses to a
// value that breaks its type (it parses again to itself, and a stored battle passes the round's own checks).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advance, type BracketBusters as BB, type BattleInput, type BattleState, type Dice } from "../../src/rules";
import { readLog } from "../../src/sandbox/bracket-busters/battle-log";
import { readBattleLog, sandboxInputOf } from "../../src/sandbox/battle/export-log";
import { gangBattleUpdate, readGangBattle } from "../../src/views/bracket-busters/gang-battle-flags";
import { parseGangMessage, type GangRefusalMessage } from "../../src/views/bracket-busters/gang-request";
import {
  suggestionFlagsOf,
  watchFlagsOf,
  type SuggestionFlags,
  type WatchFlags,
} from "../../src/views/five-parsecs/ai/suggestion-flags";
import { resolutionFlagsOf, type ResolutionFlags } from "../../src/views/five-parsecs/chat/resolution-flags";
import { battleStateProblems, readBattleFlags } from "../../src/views/five-parsecs/round/battle-flags";
import {
  parseRoundInput,
  parseSocketMessage,
  type RoundInput,
  type RoundRefusal,
} from "../../src/views/five-parsecs/round/round-request";
import { toStored } from "../../src/views/five-parsecs/round/stored-battle";
import { MODULE_ID } from "../../src/views/common/module-id";
import { MAX_DEPTH, MAX_TEXT } from "../../src/views/common/schema";
import { boss, kara, newBattle, raider, rex } from "../foundry/round/fixtures";
import { fighter, gang, toActionPhase } from "../rules/bracket-busters/helpers";

/** What Foundry stores and the socket carries: JSON, so `undefined` fields are gone and every object is plain. */
const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const id = fc.constantFrom("Actor.kara", "Actor.rex", "Scene.s.Token.t.Actor.x", "c1");
const text = fc.string({ maxLength: 30 });

// --- Five Parsecs: states the round machine reaches, stored and read back --------------------------------------------

/** Dice from a seed: any face of any die, so a walk meets every branch the rules roll for. */
const diceOf = (rolls: readonly number[]): Dice => {
  let i = 0;
  return {
    roll: async ({ count, faces }) =>
      Array.from({ length: count }, () => 1 + ((rolls[i++ % rolls.length] ?? 0) % faces)),
  };
};

const figures = [kara, rex, raider, boss];
/** Every input a table sends, for some figure: most are refused at a given moment, and the walk skips those. */
const inputsFor = (state: BattleState): BattleInput[] => [
  { type: "declineSeize" },
  { type: "seizeTheInitiative", crew: [kara, rex], enemies: [raider, boss] },
  { type: "rollReactions" },
  { type: "assignMostQuick" },
  { type: "lockReactions" },
  ...figures.flatMap((figure): BattleInput[] => [
    { type: "startActivation", figure },
    { type: "endActivation", figure },
    { type: "holdForSnapFire", figureId: figure.id },
    { type: "correctFigure", figure, marks: { condition: { marker: "stunned" } }, reason: "misread" },
    { type: "removeFigure", figureId: figure.id, reason: "casualty" },
  ]),
  { type: "act", action: "move" },
  { type: "act", action: "combatAction", fired: true },
  { type: "runEndPhase", enemies: [raider, boss].map((figure) => ({ figure, distanceToEnemyEdge: 10 })) },
  { type: "reachObjective" },
  ...(state.round > 3 ? [{ type: "abandonBattle" } as const] : []),
];

async function walk(choices: readonly number[], rolls: readonly number[]): Promise<BattleState[]> {
  let state = newBattle();
  const seen = [state];
  for (const choice of choices) {
    const inputs = inputsFor(state);
    const transition = await advance(state, inputs[choice % inputs.length]!, diceOf(rolls));
    if (transition.refusal) continue;
    state = transition.state;
    seen.push(state);
  }
  return seen;
}

describe("Five Parsecs battle flags", () => {
  it("every state the round reaches, stored as the module stores it, reads back equal", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        fc.constantFrom("north", "south", "east", "west"),
        async (choices, rolls, enemyEdge) => {
          for (const state of await walk(choices, rolls)) {
            const stored = overTheWire({ [MODULE_ID]: { battle: toStored(state), enemyEdge, moveStart: null } });
            expect(readBattleFlags(stored)).toEqual({
              status: "ok",
              flags: { battle: state, enemyEdge, moveStart: null },
            });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

// --- Round inputs and socket messages ----------------------------------------------------------------------------------

const roundInputArb: fc.Arbitrary<RoundInput> = fc.oneof(
  fc
    .constantFrom(
      "seizeTheInitiative",
      "declineSeize",
      "endSeize",
      "rollReactions",
      "assignMostQuick",
      "lockReactions",
      "reachObjective",
      "removeReinforcementMarker",
      "achieveWinCondition",
      "runEndPhase",
      "abandonBattle",
    )
    .map((type) => ({ type })),
  fc
    .record({
      type: fc.constantFrom(
        "holdForSnapFire",
        "delayToSlow",
        "startActivation",
        "endActivation",
        "addFigure",
        "enterOverwatch",
        "undoCorrection",
      ),
      figureId: id,
    })
    .map((input) => input as RoundInput),
  fc.record({ type: fc.constant("seizeAction"), figureId: id, action: fc.constantFrom("move", "fire") }),
  fc.record({ type: fc.constant("assignDie"), figureId: id, dieIndex: fc.nat(5) }),
  fc.record({ type: fc.constant("choosePhase"), figureId: id, phase: fc.constantFrom("quick", "slow") }),
  fc.oneof(
    fc.record(
      { type: fc.constant("act"), action: fc.constantFrom("move", "freeAction", "combatAction"), figureId: id },
      { requiredKeys: ["type", "action"] },
    ),
    fc.record({
      type: fc.constant("act"),
      action: fc.constant("combatAction"),
      fired: fc.constant(true),
      figureId: id,
    }),
  ),
  fc.record({
    type: fc.constant("snapFire"),
    figureId: id,
    effectOnMover: fc.constantFrom("none", "stunned", "shocked"),
  }),
  fc.record({
    type: fc.constant("chooseEventFigure"),
    figureId: id,
    eventId: fc.constantFrom("seizedTheMoment", "aDesperatePlan"),
  }),
  fc.record({ type: fc.constant("endOverwatch"), figureId: id, reason: fc.constantFrom("hit", "brawl", "activated") }),
  fc.record({ type: fc.constant("setMainAiType"), ai: fc.constantFrom("aggressive", "cautious", "tactical") }),
  fc.record({ type: fc.constant("removeFigure"), figureId: id, reason: fc.constantFrom("casualty", "bailed") }),
  fc.record({
    type: fc.constant("correctFigure"),
    figureId: id,
    reason: text.filter((reason) => reason.trim() !== ""),
    marks: fc.oneof(
      fc.record({ overwatch: fc.boolean(), snapFire: fc.boolean() }, { requiredKeys: ["overwatch"] }),
      fc.record({
        condition: fc.record(
          { marker: fc.constantFrom(null, "stunned", "shocked"), dazed: fc.boolean(), bleeding: fc.boolean() },
          { requiredKeys: ["marker"] },
        ),
      }),
    ),
  }),
) as fc.Arbitrary<RoundInput>;

describe("round inputs and socket messages", () => {
  it("every input the module sends parses back equal, as a request with the sender as its user", () => {
    fc.assert(
      fc.property(roundInputArb, id, text, (input, combatId, stamp) => {
        expect(parseRoundInput(overTheWire(input))).toEqual(input);
        const message = { type: "roundInput", combatId, input, stamp, userId: "forged" };
        expect(parseSocketMessage(overTheWire(message), "sender")).toEqual({ ...message, userId: "sender" });
      }),
    );
  });

  it("a refusal parses back equal", () => {
    const refusal: fc.Arbitrary<RoundRefusal> = fc.record({
      type: fc.constant("roundRefused"),
      userId: id,
      key: fc.constantFrom("FPB.Round.Request.notOwner", "FPB.Round.Request.gmOnly"),
      data: fc.dictionary(fc.constantFrom("figure", "gang"), text),
      message: text,
    });
    fc.assert(
      fc.property(refusal, (message) => void expect(parseSocketMessage(overTheWire(message), "u")).toEqual(message)),
    );
  });
});

// --- Bracket Busters ---------------------------------------------------------------------------------------------------

describe("Bracket Busters battle flags and messages", () => {
  it("a battle with any Priority dice, Nerve choices and move start reads back equal", async () => {
    const state = await toActionPhase({ gangs: [gang("a", [fighter("a1", "a")]), gang("b", [fighter("b1", "b")])] });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("a", "b"), fc.integer({ min: 1, max: 6 })),
        fc.dictionary(fc.constantFrom("a1", "b1"), fc.constantFrom<BB.NerveCharacteristic>("cool", "willpower")),
        fc.option(
          fc.record({
            x: fc.integer({ min: 0, max: 40 }),
            y: fc.integer({ min: 0, max: 40 }),
            facing: fc.nat(359),
            radius: fc.constant(0.5),
          }),
        ),
        (priorityDice, nerve, moveFrom) => {
          const flags = { battle: state, priorityDice, nerve, moveFrom };
          expect(readGangBattle(overTheWire(gangBattleUpdate(flags).flags))).toEqual({ status: "ok", flags });
        },
      ),
    );
  });

  it("a request keeps its input whole; a refusal reads back equal", () => {
    const input = fc.oneof(
      fc.record({ type: fc.constant("activate"), fighterId: id }),
      fc.record({ type: fc.constant("rollPriorityDie"), gangId: id }),
      fc.record({
        type: fc.constant("chooseNerve"),
        fighterId: id,
        characteristic: fc.constantFrom("cool", "willpower"),
      }),
    );
    fc.assert(
      fc.property(input, id, text, (gangInput, combatId, stamp) => {
        const message = { type: "gangInput", combatId, stamp, input: gangInput };
        expect(parseGangMessage(overTheWire(message), "u")).toEqual({ ...message, userId: "u" });
      }),
    );
    const refusal: fc.Arbitrary<GangRefusalMessage> = fc.record({
      type: fc.constant("gangRefused"),
      userId: id,
      key: text,
      data: fc.dictionary(fc.constantFrom("gang"), text),
      message: text,
    });
    fc.assert(
      fc.property(refusal, (message) => void expect(parseGangMessage(overTheWire(message), "u")).toEqual(message)),
    );
  });
});

// --- Chat card flags -----------------------------------------------------------------------------------------------------

// JSON writes -0 as 0, so no card's flags hold -0 (`+ 0` makes it 0).
const point = fc.record({ x: fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => x + 0), y: fc.integer() });
const suggestionArb: fc.Arbitrary<SuggestionFlags> = fc.record({
  figureId: id,
  tokenUuid: id,
  combatId: fc.option(id),
  round: fc.nat(),
  path: fc.array(point, { minLength: 1, maxLength: 5 }),
  end: point,
  facing: fc.integer({ min: 0, max: 359 }),
  dash: fc.boolean(),
  attack: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant("shot" as const),
        targetId: id,
        weaponId: id,
        hitMode: fc.constantFrom("normal" as const, "naturalSixOnly" as const),
      }),
      fc.record({ kind: fc.constant("brawl" as const), targetId: id }),
    ),
  ),
  overwatch: fc.boolean(),
  state: fc.constantFrom("pending", "stopped", "applied", "dismissed", "undone"),
  walked: fc.double({ min: 0, max: 30, noNaN: true }).map((x) => x + 0),
  triggered: fc.array(id),
  before: fc.option(
    fc.record(
      { x: fc.integer(), y: fc.integer(), rotation: fc.integer({ min: 0, max: 359 }), elevation: fc.integer() },
      // A card stored before Apply set a climbing figure's elevation has none.
      { requiredKeys: ["x", "y", "rotation"] },
    ),
  ),
});
const watchArb: fc.Arbitrary<WatchFlags> = fc.record({
  watcherId: id,
  moverId: id,
  kind: fc.constantFrom("snapFire", "overwatch"),
  combatId: fc.option(id),
  state: fc.constantFrom("offered", "fired", "declined"),
});
const resolutionArb: fc.Arbitrary<ResolutionFlags> = fc.record({
  actorId: id,
  changes: fc.array(fc.record({ figureId: id, kind: fc.constant("luck" as const), luck: fc.nat(3) })),
  undo: fc.array(fc.record({ figureId: id, kind: fc.constant("luck" as const), luck: fc.nat(3) })),
  reactions: fc.array(
    fc.record({
      kind: fc.constantFrom("firefight" as const, "lunge" as const),
      figureId: id,
      againstId: id,
      mayDecline: fc.boolean(),
    }),
  ),
  state: fc.constantFrom("pending", "applied", "refused", "undone"),
  notApplied: fc.array(text),
}) as fc.Arbitrary<ResolutionFlags>;

describe("chat card flags", () => {
  it("suggestion, watch and resolution flags read back equal", () => {
    const own = (key: string, value: unknown) => overTheWire({ [MODULE_ID]: { [key]: value } });
    fc.assert(fc.property(suggestionArb, (s) => void expect(suggestionFlagsOf(own("aiSuggestion", s))).toEqual(s)));
    fc.assert(fc.property(watchArb, (w) => void expect(watchFlagsOf(own("aiWatch", w))).toEqual(w)));
    fc.assert(fc.property(resolutionArb, (r) => void expect(resolutionFlagsOf(own("resolution", r))).toEqual(r)));
  });
});

// --- Hostile JSON ---------------------------------------------------------------------------------------------------------

/** JSON as a forged payload may be: prototype keys, nesting far deeper than any schema, texts far longer. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc
    .jsonValue()
    .map((value) =>
      JSON.parse(`{"__proto__": {"polluted": true}, "constructor": 1, "v": ${JSON.stringify(value) ?? "null"}}`),
    ),
  fc.nat({ max: 3 }).map((n) => {
    let deep: unknown = { type: "roundInput" };
    // One chain, each level a new object (a shared one would make a graph no JSON payload can be).
    for (let i = 0; i < MAX_DEPTH * (n + 2); i++)
      deep = [{ type: "roundInput", input: deep }, { battle: deep, inputs: [] }, [deep]][i % 3];
    return deep;
  }),
  fc.constant("x".repeat(MAX_TEXT * 10)),
);

/** A value on which the good shapes are tried with one field replaced by hostile JSON. */
const nearlyValid = (valid: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(valid, fc.nat(), hostile).map(([value, pick, junk]) => {
    const keys = Object.keys(value);
    return { ...value, [keys[pick % keys.length] ?? "type"]: junk };
  });

const hasPrototypeKey = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  (Object.keys(value).some((key) => key === "__proto__" || key === "constructor") ||
    Object.values(value).some(hasPrototypeKey));

describe("hostile JSON", () => {
  const readers: Record<string, (value: unknown) => unknown> = {
    round: (value) => parseSocketMessage(value, "u"),
    gang: (value) => parseGangMessage(value, "u"),
    suggestion: (value) => suggestionFlagsOf({ [MODULE_ID]: { aiSuggestion: value } }),
    watch: (value) => watchFlagsOf({ [MODULE_ID]: { aiWatch: value } }),
    resolution: (value) => resolutionFlagsOf({ [MODULE_ID]: { resolution: value } }),
    sandboxInput: sandboxInputOf,
    sandboxLog: readBattleLog,
    gangLog: readLog,
  };

  it("never throws, and what it reads has no prototype key and reads again to itself", () => {
    const candidates = fc.oneof(
      hostile,
      nearlyValid(fc.record({ type: fc.constant("roundInput"), combatId: id, stamp: text, input: roundInputArb })),
      nearlyValid(roundInputArb as fc.Arbitrary<Record<string, unknown>>),
      nearlyValid(suggestionArb as unknown as fc.Arbitrary<Record<string, unknown>>),
    );
    fc.assert(
      fc.property(candidates, (value) => {
        for (const read of Object.values(readers)) {
          const parsed = read(value);
          if (parsed === null || (typeof parsed === "object" && "problem" in parsed)) continue;
          expect(hasPrototypeKey(parsed)).toBe(false);
          expect(read(overTheWire(parsed))).toEqual(parsed);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a stored battle with one field replaced is refused or passes the round's own checks", () => {
    const state = toStored(newBattle()) as unknown as Record<string, unknown>;
    fc.assert(
      fc.property(nearlyValid(fc.constant(state)), fc.constantFrom("north", "up", undefined), (battle, enemyEdge) => {
        const read = readBattleFlags({ [MODULE_ID]: { battle, enemyEdge } });
        if (read.status === "ok") expect(battleStateProblems(read.flags.battle)).toEqual([]);
        else expect(read.status === "none" || read.problems.length > 0).toBe(true);
      }),
    );
    const gangText = fc.oneof(
      hostile.map((value) => JSON.stringify(value) ?? "null"),
      fc.string(),
    );
    fc.assert(
      fc.property(gangText, (stored) => {
        const read = readGangBattle({ [MODULE_ID]: { bracketBusters: stored } });
        expect(["none", "ok", "invalid"]).toContain(read.status);
      }),
    );
  });
});
