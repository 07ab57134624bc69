import { describe, expect, it } from "vitest";
import { UNHARMED } from "../../../src/rules";
import { battleStateProblems } from "../../../src/views/five-parsecs/round/battle-flags";
import {
  battleControlsContext,
  joinCandidates,
  joinInputOf,
  readBattleControls,
} from "../../../src/views/five-parsecs/round/battle-controls-form";
import { asksForControls, transitionCard } from "../../../src/views/five-parsecs/round/round-cards";
import {
  checkRoundRequest,
  parseRoundInput,
  parseSocketMessage,
} from "../../../src/views/five-parsecs/round/round-request";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { CHAT_TEMPLATES, ROUND_TEMPLATES } from "../../../src/views/common/template-paths";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { crewFigure, enemyFigure } from "../../fixtures/figures";
import { templateRenderer } from "../../fixtures/template-renderer";
import { kara, lockedRound, newBattle, raider, rex, run } from "./fixtures";

const i18n = englishLocalizer();
const render = templateRenderer();
const names = (id: string) => id;
const spare = crewFigure({ id: "Actor.spare", name: "Spare", reactions: 3 });
const thug = enemyFigure({ id: "Actor.thug", name: "Thug" });
const gm = { isGM: true, owns: () => true };
const player = { isGM: false, owns: (id: string) => id === kara.id };

describe("Reinforcements, Back up, Enemy VIP: figures joining the battle from the tracker", () => {
  it("offers the combatants not in the battle, each once; never one removed from the battle or a Goner", async () => {
    const state = await run(newBattle(), { type: "removeFigure", figureId: raider.id, reason: "bailed" });
    const goner = enemyFigure({ id: "Actor.goner", condition: { ...UNHARMED, goner: true } });
    expect(joinCandidates(state, [kara, rex, raider, spare, spare, thug, goner])).toEqual([
      { figureId: spare.id, name: "Spare", side: "crew" },
      { figureId: thug.id, name: "Thug", side: "enemy" },
    ]);
  });

  it("reads the dialog's ticks in the dialog's order, and a changed main AI type; refuses a figure or AI type it did not offer", () => {
    const state = newBattle();
    const candidates = joinCandidates(state, [spare, thug]);
    // The form as Foundry hands it over: names expanded (`join.1` -> {join: {1: ...}}), checkboxes by position.
    expect(readBattleControls({ join: { 1: true, 0: "on" }, mainAiType: "cautious" }, state, candidates)).toEqual({
      ok: true,
      controls: { join: [spare.id, thug.id], mainAiType: state.setup.mainAiType === "cautious" ? null : "cautious" },
    });
    expect(
      readBattleControls({ join: { 0: false }, mainAiType: state.setup.mainAiType ?? "" }, state, candidates),
    ).toEqual({ ok: true, controls: { join: [], mainAiType: null } });
    expect(readBattleControls({ join: { 2: true } }, state, candidates)).toEqual({
      ok: false,
      problem: "unknownFigure",
    });
    expect(readBattleControls({ join: { Actor: { kara: true } } }, state, candidates)).toEqual({
      ok: false,
      problem: "unknownFigure",
    });
    expect(readBattleControls({ mainAiType: "sneaky" }, state, candidates)).toEqual({
      ok: false,
      problem: "unknownAiType",
    });
    expect(readBattleControls(null, state, candidates)).toEqual({ ok: true, controls: { join: [], mainAiType: null } });
  });

  it("a crew member joining a locked round acts in its Slow Actions phase (Rules Notes fpbNotesArrival1); a joining enemy acts in this Enemy Actions phase", async () => {
    const locked = await lockedRound();
    const withThug = await run(locked, joinInputOf(thug));
    expect(withThug.enemies.map((f) => f.id)).toContain(thug.id);
    expect(withThug.schedule).toContainEqual(
      expect.objectContaining({ figureId: thug.id, phase: "enemy", status: "pending" }),
    );
    const withSpare = await run(locked, joinInputOf(spare));
    expect(withSpare.crew).toContainEqual({ id: spare.id, reactions: 3, feral: false, name: "Spare" });
    expect(withSpare.schedule.filter((s) => s.figureId === spare.id)).toEqual([
      expect.objectContaining({ phase: "slow", status: "pending" }),
    ]);
  });

  it("the requests are GM only and checked on the wire: addFigure names a figure, setMainAiType an AI type", () => {
    const state = newBattle();
    expect(parseRoundInput({ type: "addFigure", figureId: spare.id })).toEqual({
      type: "addFigure",
      figureId: spare.id,
    });
    expect(parseRoundInput({ type: "addFigure" })).toBeNull();
    expect(parseRoundInput({ type: "setMainAiType", ai: "sneaky" })).toBeNull();
    expect(
      parseSocketMessage(
        { type: "roundInput", userId: "u", combatId: "c", input: { type: "setMainAiType", ai: "cautious" } },
        "u",
      ),
    ).not.toBeNull();
    expect(
      checkRoundRequest({ type: "addFigure", figureId: spare.id }, state, { isGM: false, owns: () => true }),
    ).toEqual({ ok: false, key: "FPB.Round.Request.gmOnly", data: {} });
    expect(checkRoundRequest({ type: "setMainAiType", ai: "cautious" }, state, player)).toMatchObject({
      ok: false,
      key: "FPB.Round.Request.gmOnly",
    });
    expect(checkRoundRequest({ type: "addFigure", figureId: spare.id }, state, gm)).toEqual({ ok: true });
  });

  it("the dialog renders each candidate as a checkbox and the AI types with the current one selected", () => {
    const state = newBattle();
    const context = battleControlsContext(state, joinCandidates(state, [spare]));
    const html = render(ROUND_TEMPLATES.controls, context);
    expect(html).toContain(`name="join.0"`);
    expect(html).not.toContain(spare.id);
    expect(html).toContain('name="mainAiType"');
    expect(context.ais.filter((a) => a.selected).map((a) => a.value)).toEqual(
      state.setup.mainAiType ? [state.setup.mainAiType] : [],
    );
  });

  it("only the GM sees the battle controls in the tracker, until the battle is over", async () => {
    const state = await lockedRound();
    expect(trackerView(state, gm).canOpenControls).toBe(true);
    expect(trackerView(state, player).canOpenControls).toBe(false);
    const over = await run(state, { type: "abandonBattle" });
    expect(trackerView(over, gm).canOpenControls).toBe(false);
    expect(render(ROUND_TEMPLATES.tracker, { view: trackerView(state, gm) })).toContain(
      'data-fpb-round="battleControls"',
    );
    expect(render(ROUND_TEMPLATES.tracker, { view: trackerView(state, player) })).not.toContain(
      'data-fpb-round="battleControls"',
    );
  });
});

describe("Battle Events and Escalation asking for figures: the card offers the GM the battle controls", () => {
  it('Enemy reinforcements, Back up, Enemy VIP, Critters, an arriving marker and "Reinforcements!" ask for figures; a missing main AI type asks for one', () => {
    const event = (eventId: string) => ({
      kind: "battleEvent" as const,
      eventId,
      name: eventId,
      text: "",
      automation: "announces" as const,
      note: "",
      figureId: null,
    });
    for (const id of ["enemyReinforcements", "backUp", "enemyVip", "critters"])
      expect(asksForControls([event(id)])).toBe("join");
    expect(asksForControls([event("fogCloud")])).toBeNull();
    expect(asksForControls([{ kind: "reinforcementMarker", arrives: true, markersLeft: 2 }])).toBe("join");
    expect(asksForControls([{ kind: "reinforcementMarker", arrives: false, markersLeft: 2 }])).toBeNull();
    expect(
      asksForControls([
        { kind: "escalation", effectId: "reinforcements", name: "Reinforcements!", ai: "aggressive", rollsLeft: 1 },
      ]),
    ).toBe("join");
    expect(
      asksForControls([{ kind: "escalation", effectId: "regroup", name: "Regroup", ai: "aggressive", rollsLeft: 1 }]),
    ).toBeNull();
    expect(asksForControls([{ kind: "escalationNeedsMainAiType" }])).toBe("mainAiType");
  });

  it("the card carries the button, rendered by the outcome template", () => {
    const card = transitionCard(
      "Round 2: End Phase",
      { steps: [], announcements: [{ kind: "escalationNeedsMainAiType" }] },
      names,
      i18n,
    );
    expect(card.buttons).toEqual([
      { action: "roundControls", figureId: "", index: 0, label: "Set the enemy's main AI type" },
    ]);
    expect(render(CHAT_TEMPLATES.outcome, { ...card })).toContain('data-fpb-action="roundControls"');
    expect(
      transitionCard("t", { steps: [], announcements: [{ kind: "bail", figureIds: [] }] }, names, i18n).buttons,
    ).toEqual([]);
  });
});

describe("Actions: the tracker's Combat Action opens Fire or Brawl for the active figure", () => {
  it("shows Fire, Brawl and the plain Combat Action only while the Combat Action is allowed, to the figure's owner", async () => {
    const locked = await lockedRound();
    const started = await run(locked, { type: "startActivation", figure: rex });
    const html = render(ROUND_TEMPLATES.tracker, { view: trackerView(started, gm) });
    expect(html).toContain('data-fpb-act="combatAction" data-fpb-attack="fire"');
    expect(html).toContain('data-fpb-act="combatAction" data-fpb-attack="brawl"');
    const acted = await run(started, { type: "act", action: "combatAction", fired: true });
    expect(render(ROUND_TEMPLATES.tracker, { view: trackerView(acted, gm) })).not.toContain('data-fpb-attack="fire"');
    expect(render(ROUND_TEMPLATES.tracker, { view: trackerView(started, player) })).not.toContain(
      'data-fpb-attack="fire"',
    );
  });

  it('a fired Combat Action travels as such and is recorded for "Ammo fault"; other fields are dropped', async () => {
    expect(parseRoundInput({ type: "act", action: "combatAction", fired: true })).toEqual({
      type: "act",
      action: "combatAction",
      fired: true,
    });
    expect(parseRoundInput({ type: "act", action: "move", fired: true })).toEqual({ type: "act", action: "move" });
    expect(parseRoundInput({ type: "act", action: "combatAction", fired: "yes" })).toEqual({
      type: "act",
      action: "combatAction",
    });
    const started = await run(await lockedRound(), { type: "startActivation", figure: rex });
    const fired = await run(started, { type: "act", action: "combatAction", fired: true });
    expect(fired.firedThisRound).toEqual([{ figureId: rex.id, weaponId: null }]);
  });

  it("the stored round keeps what fired, and a state stored before that was recorded still reads", async () => {
    const started = await run(await lockedRound(), { type: "startActivation", figure: rex });
    const fired = await run(started, { type: "act", action: "combatAction", fired: true });
    expect(battleStateProblems(fired)).toEqual([]);
    const { firedThisRound: _dropped, ...older } = fired;
    expect(battleStateProblems(older)).toEqual([]);
    expect(battleStateProblems({ ...fired, firedThisRound: [{ figureId: rex.id }] })[0]).toContain(
      "battle.firedThisRound[0].weaponId",
    );
  });
});
