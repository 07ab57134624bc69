import { describe, expect, it } from "vitest";
import { OVERWATCH_END_REASONS, type BattleState } from "../../../src/rules";
import { overwatchEndings, overwatchInput } from "../../../src/foundry/five-parsecs/round/overwatch-inputs";
import {
  checkRoundRequest,
  parseRoundInput,
  parseSocketMessage,
} from "../../../src/views/five-parsecs/round/round-request";
import { figureMarks, trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { ROUND_TEMPLATES } from "../../../src/views/common/template-paths";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { weapon } from "../../fixtures/figures";
import { templateRenderer } from "../../fixtures/template-renderer";
import { boss, kara, lockedRound, raider, rex, run } from "./fixtures";
import { pushToken } from "../../../src/foundry/five-parsecs/canvas/push-token";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { requestRound } from "../../../src/foundry/five-parsecs/round/round-service";
import { watchFlagsOf } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, figureId, type BattleWorld } from "../fixtures/battle-world";

const gm = { isGM: true, owns: () => true };
const karasPlayer = { isGM: false, owns: (id: string) => id === kara.id };
const stranger = { isGM: false, owns: () => false };
const armedRaider = { ...raider, weapons: [weapon("Rifle", 24)] };

/** Round 1 with the raider on Overwatch (entered through the round machine, as the GM's client does). */
async function raiderWatching(): Promise<BattleState> {
  const state = await lockedRound();
  const input = overwatchInput(state, raider.id, "enter");
  expect(input).toEqual({ type: "enterOverwatch", figureId: raider.id });
  // The roll comes as its activation ends ("Enemies ... that end their activation"): Rex (Quick) acts, then the raider.
  let s = await run(await run(state, { type: "startActivation", figure: rex }), { type: "endActivation", figure: rex });
  s = await run(await run(s, { type: "startActivation", figure: armedRaider }), {
    type: "enterOverwatch",
    figure: armedRaider,
  });
  return run(s, { type: "endActivation", figure: armedRaider });
}

describe("Enemy Overwatch: what the table asks of the round", () => {
  it("enters for an enemy in the battle not yet on Overwatch; nothing for crew, strangers, a second time or without a battle", async () => {
    const state = await lockedRound();
    expect(overwatchInput(state, kara.id, "enter")).toBeNull();
    expect(overwatchInput(state, "Actor.ghost", "enter")).toBeNull();
    expect(overwatchInput(null, raider.id, "enter")).toBeNull();
    const watching = await raiderWatching();
    expect(overwatchInput(watching, raider.id, "enter")).toBeNull();
    const over = await run(watching, { type: "abandonBattle" });
    expect(overwatchInput(over, boss.id, "enter")).toBeNull();
    expect(overwatchInput(over, raider.id, "hit")).toBeNull();
  });

  it.each(OVERWATCH_END_REASONS)("ends (%s) only for an enemy on Overwatch, and the round takes it", async (reason) => {
    const watching = await raiderWatching();
    expect(overwatchInput(watching, boss.id, reason)).toBeNull();
    const input = overwatchInput(watching, raider.id, reason);
    expect(input).toEqual({ type: "endOverwatch", figureId: raider.id, reason });
    const ended = await run(watching, { type: "endOverwatch", figureId: raider.id, reason });
    expect(ended.overwatchIds).toEqual([]);
  });

  it('"is hit by an attack, or engaged in a brawl": each figure on Overwatch among those an attack touched, once', async () => {
    const watching = await raiderWatching();
    expect(overwatchEndings(watching, [kara.id, raider.id, raider.id, boss.id], "hit")).toEqual([
      { type: "endOverwatch", figureId: raider.id, reason: "hit" },
    ]);
    expect(overwatchEndings(watching, [raider.id, kara.id], "brawl")).toEqual([
      { type: "endOverwatch", figureId: raider.id, reason: "brawl" },
    ]);
    expect(overwatchEndings(watching, [boss.id], "hit")).toEqual([]);
    expect(overwatchEndings(undefined, [raider.id], "hit")).toEqual([]);
  });
});

describe("Enemy Overwatch over the socket: who may ask", () => {
  it("entering is the GM's (the AI's suggestion is applied by the GM)", async () => {
    const state = await lockedRound();
    expect(checkRoundRequest({ type: "enterOverwatch", figureId: raider.id }, state, gm)).toEqual({ ok: true });
    expect(checkRoundRequest({ type: "enterOverwatch", figureId: raider.id }, state, karasPlayer)).toMatchObject({
      ok: false,
      key: "FPB.Round.Request.gmOnly",
    });
  });

  it("a player whose crew member hit or brawled the enemy may end it; firing or undoing is the enemy's owner's", async () => {
    const state = await raiderWatching();
    expect(checkRoundRequest({ type: "endOverwatch", figureId: raider.id, reason: "hit" }, state, karasPlayer)).toEqual(
      { ok: true },
    );
    expect(
      checkRoundRequest({ type: "endOverwatch", figureId: raider.id, reason: "brawl" }, state, karasPlayer),
    ).toEqual({ ok: true });
    expect(
      checkRoundRequest({ type: "endOverwatch", figureId: raider.id, reason: "hit" }, state, stranger),
    ).toMatchObject({ ok: false, key: "FPB.Round.Request.noCrewOwned" });
    expect(
      checkRoundRequest({ type: "endOverwatch", figureId: raider.id, reason: "fired" }, state, karasPlayer),
    ).toMatchObject({ ok: false, key: "FPB.Round.Request.notOwner" });
    expect(
      checkRoundRequest({ type: "endOverwatch", figureId: raider.id, reason: "fired" }, state, {
        isGM: false,
        owns: (id) => id === raider.id,
      }),
    ).toEqual({ ok: true });
  });

  it("accepts only well-formed Overwatch requests", () => {
    expect(parseRoundInput({ type: "enterOverwatch", figureId: "Actor.e" })).toEqual({
      type: "enterOverwatch",
      figureId: "Actor.e",
    });
    expect(parseRoundInput({ type: "enterOverwatch" })).toBeNull();
    expect(parseRoundInput({ type: "endOverwatch", figureId: "Actor.e", reason: "hit" })).toEqual({
      type: "endOverwatch",
      figureId: "Actor.e",
      reason: "hit",
    });
    expect(parseRoundInput({ type: "endOverwatch", figureId: "Actor.e", reason: "bored" })).toBeNull();
    expect(parseRoundInput({ type: "endOverwatch", figureId: "Actor.e" })).toBeNull();
    expect(
      parseSocketMessage(
        {
          type: "roundInput",
          userId: "u",
          combatId: "c",
          input: { type: "endOverwatch", figureId: "Actor.e", reason: "brawl" },
        },
        "u",
      ),
    ).not.toBeNull();
  });
});

describe("Enemy Overwatch in the tracker", () => {
  const render = templateRenderer();
  const i18n = englishLocalizer();

  it("marks the enemy's row and lists it on the panel for every user", async () => {
    const state = await raiderWatching();
    expect(figureMarks(state, raider.id).overwatch).toBe(true);
    expect(figureMarks(state, boss.id).overwatch).toBe(false);
    expect(figureMarks(state, rex.id).overwatch).toBe(false);
    const view = trackerView(state, karasPlayer);
    expect(view.overwatch).toEqual([{ figureId: raider.id, name: "Raider", canEnd: false }]);
    const html = render(ROUND_TEMPLATES.tracker, { view });
    expect(html).toContain(`data-fpb-figure="${raider.id}">Raider</span>`);
    // A player sees who is watching but cannot end it; the GM may, after a hit or brawl resolved by hand.
    expect(html).not.toContain('data-fpb-round="endOverwatch"');
    const gmHtml = render(ROUND_TEMPLATES.tracker, { view: trackerView(state, gm) });
    expect(gmHtml).toContain(`data-fpb-round="endOverwatch" data-fpb-figure="${raider.id}" data-fpb-reason="hit"`);
    expect(html).toContain("FPB.Round.Overwatch.On");
    expect(i18n.localize("FPB.Round.Overwatch.On")).not.toBe("FPB.Round.Overwatch.On");
    for (const key of ["Hint", "End", "EndHint"])
      expect(i18n.localize(`FPB.Round.Overwatch.${key}`)).not.toBe(`FPB.Round.Overwatch.${key}`);
  });

  it("shows nothing when no enemy is on Overwatch", async () => {
    const view = trackerView(await lockedRound(), gm);
    expect(view.overwatch).toEqual([]);
    expect(render(ROUND_TEMPLATES.tracker, { view })).not.toContain("fpb-round-overwatch");
  });
});

describe("Enemy Overwatch at the table: a crew member's own move is watched, a push is not", () => {
  const watchCards = (client: Client) =>
    client.game.messages.contents.filter((message) => watchFlagsOf(message.flags) !== null);
  const karaOn = (client: Client, battle: BattleWorld) =>
    (client.game.scenes.get(battle.sceneId)!.tokens.contents as unknown as TokenDocument[]).find(
      (token) => token.actorId === battle.ids.kara,
    )!;

  it("the Raider on Overwatch: Kara moved into its sight brings one card; pushed there (twice) brings none", async () => {
    const battle = await battleWorld();
    const { world, gm, alice } = battle;
    await beginBattle(battle);
    await gm.run(() =>
      // Before any activation the round takes no Overwatch roll; the GM's correction sets the status.
      requestRound(combatOn(gm, battle) as never, {
        type: "correctFigure",
        figureId: figureId(battle.ids.raider),
        marks: { overwatch: true },
        reason: "On Overwatch from the start",
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle.overwatchIds).toEqual([
      figureId(battle.ids.raider),
    ]);
    // A move of hers (placed by the GM) 3" in front of the Raider, through a waypoint: one card, not one per step.
    await gm.canvas!.drag(karaOn(gm, battle), [
      { x: 400, y: 900 },
      { x: 600, y: 900 },
    ]);
    await world.settle();
    expect(watchCards(gm)).toHaveLength(1);
    // Pushed 1" away from Rex, twice: the module places her; no Overwatch card.
    for (const _push of [1, 2]) {
      expect(await alice.run(() => pushToken(figureId(battle.ids.kara), figureId(battle.ids.rex), 1))).toBe(true);
      await world.settle();
    }
    expect(karaOn(gm, battle).x).not.toBe(600);
    expect(watchCards(gm)).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });
});
