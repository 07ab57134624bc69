// Issue 15, items 2 (cards), 10 and 11 in the sandbox: pushes made on the sandbox's table and told on the card, enemy
// shots shown as the AI's, and shot cards that name their target and the terrain that gave Cover.
import { describe, expect, it } from "vitest";
import { isCrew, isEnemy, rangeBetween, targetViewsFrom, usableRangedWeapons } from "../../../src/rules";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { shoot } from "../../../src/sandbox/battle/attack-inputs";
import { pushOnTable } from "../../../src/sandbox/battle/push-on-table";
import { RecordingDice } from "../../../src/sandbox/common/recording-dice";
import { BattleStore, Draft } from "../../../src/sandbox/battle/store";
import { demoTable, liveTable, movedOnTable } from "../../../src/sandbox/battle/table";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();

describe("a push on the sandbox's table (issue 15 item 2)", () => {
  // The hab's north wall runs from (6, 6) to (14, 6); crew-1 stands 1" inside it, the pusher 1.5" further in.
  const table = movedOnTable(movedOnTable(demoTable(), "crew-1", { x: 10, y: 7 }, 0), "enemy-1", { x: 10, y: 8.5 }, 0);

  it("moves the figure its whole distance directly away from the attacker when nothing is in the way", () => {
    const { table: after, made } = pushOnTable(table, {
      kind: "push",
      figureId: "enemy-1",
      awayFromId: "crew-1",
      inches: 1,
    });
    expect(after.figures.find((f) => f.id === "enemy-1")!.centre).toEqual({ x: 10, y: 9.5 });
    expect(made).toMatchObject({ moved: 1, stoppedBy: null });
  });

  it("stops the base against a wall rather than through it", () => {
    const { table: after, made } = pushOnTable(table, {
      kind: "push",
      figureId: "crew-1",
      awayFromId: "enemy-1",
      inches: 1,
    });
    const centre = after.figures.find((f) => f.id === "crew-1")!.centre;
    expect(made.stoppedBy).toBe("hab-north");
    expect(made.moved).toBeCloseTo(0.5, 5);
    expect(centre.y).toBeGreaterThanOrEqual(6.5 - 1e-9);
  });
});

/** Plays a seeded battle: crew brawl in contact, else fire at what they see in range; the AI's suggestions applied. */
async function played(
  seed: string,
  rounds: number,
  watch?: (before: SandboxState, after: SandboxState) => void,
): Promise<BattleStore> {
  const { trackerView } = await import("../../../src/views/five-parsecs/round/tracker-view");
  const store = new BattleStore(seed, i18n);
  const GM = { isGM: true, owns: () => true };
  if (watch)
    store.subscribe(
      (() => {
        let last = store.state;
        return (next: SandboxState) => {
          watch(last, next);
          last = next;
        };
      })(),
    );
  for (let i = 0; i < 400; i++) {
    const state = store.state;
    const battle = state.battle;
    if (battle && (battle.round > rounds || battle.over)) break;
    if (!battle) {
      await store.dispatch({ type: "setup", form: defaultSetupForm("normal") });
      continue;
    }
    if (state.suggestion) {
      await store.dispatch({ type: "applySuggestion" });
      continue;
    }
    const view = trackerView(battle, GM);
    const active = battle.active;
    const live = liveTable(state.table, state.figures, battle);
    const figure = active ? state.figures[active.figureId] : undefined;
    if (view.seize) await store.dispatch({ type: "round", input: { type: "endSeize" } });
    else if (view.reaction?.canRoll) await store.dispatch({ type: "round", input: { type: "rollReactions" } });
    else if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
      await store.dispatch({ type: "round", input: { type: "assignMostQuick" } });
    else if (view.reaction?.canLock) await store.dispatch({ type: "round", input: { type: "lockReactions" } });
    else if (active && figure && isCrew(figure) && view.activation?.allowed.combatAction) {
      const me = live.figures.find((p) => p.id === figure.id)!;
      const foe = live.figures.find((p) => p.side === "enemy" && rangeBetween(me, p) <= 1);
      const range = usableRangedWeapons(figure)[0]?.range ?? 0;
      const target = targetViewsFrom(live, figure.id, state.figures).find(
        (v) => v.visible && v.inFirersArc && v.distance <= range,
      );
      if (foe) await store.dispatch({ type: "brawl", attackerId: figure.id, defenderId: foe.id });
      else if (target) await store.dispatch({ type: "fire", firerId: figure.id, targetId: target.target.id });
      else await store.dispatch({ type: "round", input: { type: "endActivation", figureId: active.figureId } });
    } else if (active)
      await store.dispatch({ type: "round", input: { type: "endActivation", figureId: active.figureId } });
    else if (view.ready[0])
      await store.dispatch({ type: "round", input: { type: "startActivation", figureId: view.ready[0].figureId } });
    else if (view.canEndPhase) await store.dispatch({ type: "round", input: { type: "runEndPhase" } });
    else break;
  }
  return store;
}

describe("the sandbox's cards in a played battle", () => {
  it("makes every push on the table and says so on the card, with no button left that would do nothing", async () => {
    const store = await played("b", 3);
    const pushed = store.state.chat.filter((c) => c.card.notes.some((n) => / is pushed /.test(n)));
    expect(pushed.length).toBeGreaterThan(0);
    expect(store.state.chat.every((c) => c.card.buttons.every((b) => b.action !== "push"))).toBe(true);
  });

  it("moves the pushed figure's token the distance the card says, directly away from the attacker", async () => {
    const seen: { moved: number; said: number; away: number }[] = [];
    await played("b", 3, (before, after) => {
      for (const entry of after.chat.slice(before.chat.length)) {
        if (entry.kind === "ai") continue;
        for (const note of entry.card.notes) {
          const said = / is pushed (?:([\d.]+)" of )?([\d.]+)" directly away from (.+)\.$/.exec(note);
          if (!said) continue;
          const pushedName = note.slice(0, note.indexOf(" is pushed "));
          const id = Object.values(after.figures).find((f) => f.name === pushedName)!.id;
          const fromId = Object.values(after.figures).find((f) => f.name === said[3])!.id;
          const at = (state: SandboxState, figureId: string) =>
            state.table.figures.find((p) => p.id === figureId)!.centre;
          const [was, now, from] = [at(before, id), at(after, id), at(after, fromId)];
          seen.push({
            moved: Math.hypot(now.x - was.x, now.y - was.y),
            said: Number(said[1] ?? said[2]),
            away: Math.hypot(now.x - from.x, now.y - from.y) - Math.hypot(was.x - from.x, was.y - from.y),
          });
        }
      }
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const push of seen) {
      expect(push.moved).toBeCloseTo(push.said, 1);
      expect(push.away).toBeCloseTo(push.said, 1);
    }
  });

  it("names every shot's target, and for a shot at 6+ the terrain that gave Cover", async () => {
    const store = await played("b", 3);
    const hits = store.state.chat.flatMap((c) => c.card.steps.filter((s) => s.rule === "Cover and Rolling to hit"));
    expect(hits.length).toBeGreaterThan(0);
    for (const step of hits) expect(step.details?.[0]).toMatch(/^Aimed at /);
    expect(hits.some((s) => /in Cover, so the shot needs 6\+ \(.*(Cover|Adjudicating)/.test(s.details![0]!))).toBe(
      true,
    );
  });

  it("says whose roll each Brawling Combat row is", async () => {
    const store = await played("b", 3);
    const brawl = store.state.chat.find((c) => c.card.steps.some((s) => s.rule === "Brawling Combat"))!;
    expect(brawl.card.steps.filter((s) => s.rule === "Brawling Combat").map((s) => s.by)).toEqual([
      expect.stringMatching(/'s roll \(attacker\)$/),
      expect.stringMatching(/'s roll \(defender\)$/),
    ]);
  });
});

describe("an enemy's shot is the AI's card (issue 15 item 10)", () => {
  it("an enemy shot with no AI roll before it (a base condition decided it) is posted as the AI's, not the crew's", async () => {
    const store = new BattleStore("base condition", i18n);
    await store.dispatch({ type: "setup", form: defaultSetupForm("normal") });
    // An enemy placed 4" from a crew member in the open, facing it: nothing but the shot itself on the card.
    const state = store.state;
    const enemy = Object.values(state.figures).find(isEnemy)!;
    const crew = state.table.figures.find((p) => p.side === "crew")!;
    const at = { x: crew.centre.x + 4, y: crew.centre.y };
    const draft = new Draft(
      { ...state, table: movedOnTable(state.table, enemy.id, at, 180) },
      new RecordingDice("base condition"),
      i18n,
    );
    const result = await shoot(draft, enemy, crew.id, "normal", false);
    expect(Array.isArray(result)).toBe(true);
    expect(draft.cards).toHaveLength(1);
    expect(draft.cards[0]!.kind).toBe("ai");
  });
});
