// An enemy whose suggested move ends on an individual feature's top ("Moving Up and Down") was planned with its sight
// from up there: the rules place it at the feature's height. Apply walked the token onto the feature's footprint but
// left its elevation at the ground's, so the scene's battlefield measured the shot from inside the Boulder: "No target
// is visible" and no shot (the whole Demo Battle met it twice). Apply now moves the token up onto the top, and Undo
// puts it back down.
import { describe, expect, it } from "vitest";
import { applySuggestion, undoSuggestion } from "../../../src/foundry/five-parsecs/ai/apply-suggestion";
import { figureOf } from "../../../src/foundry/five-parsecs/mapping/figure-of";
import { usableRangedWeapons } from "../../../src/rules";
import {
  aiSuggestionFlags,
  suggestionFlagsOf,
  type SuggestionFlags,
} from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { complaints, messagesOn } from "../fixtures/session";
import { expectNoErrors } from "./autopilot-table";
import { gmOnlyTable } from "./autopilot-solo-world";

/** The Demo Battle's Boulder: an individual feature 1.5" high, its footprint around (18", 16.5"). */
const BOULDER_TOP = { x: 18.25, y: 16.25 };

describe("Apply: an enemy that climbs onto a feature", () => {
  it("stands on the Boulder's top, fires the shot the rules planned from up there, and Undo puts it back down", {
    timeout: 60_000,
  }, async () => {
    const table = await gmOnlyTable(false);
    const { gm, world } = table;
    const scene = gm.game.scenes.get(table.sceneId)!;
    const token = scene.tokens.find((t) => t.name === "Raider Shotgunner")!;
    const target = scene.tokens.find((t) => t.name === "Dex Maro")!;
    // West of the Boulder, on the ground (the token's corner: its centre at (15.75", 16.25")).
    await gm.run(() => token.update({ x: 1525, y: 1575 }, { animate: false }));
    await world.settle();
    const figureId = `Actor.${token.actorId}`;
    const weaponId = gm.run(() => usableRangedWeapons(figureOf(gm.game.actors.get(token.actorId!)! as never)!)[0]!.id);
    const plan: SuggestionFlags = {
      figureId,
      tokenUuid: token.uuid,
      combatId: table.combatId,
      round: 1,
      path: [{ x: 15.75, y: 16.25 }, BOULDER_TOP],
      end: BOULDER_TOP,
      facing: 176,
      dash: false,
      attack: { kind: "shot", targetId: `Actor.${target.actorId}`, weaponId, hitMode: "normal" },
      overwatch: false,
      state: "pending",
      walked: 0,
      triggered: [],
      before: null,
    };
    const card = await gm.create("ChatMessage", { content: "AI suggestion", flags: aiSuggestionFlags(plan) });
    const shotsBefore = messagesOn(gm).length;

    await gm.run(() => applySuggestion(card as never, plan, true));
    await world.settle();
    expect({ x: token.x, y: token.y, elevation: token.elevation }).toEqual({ x: 1775, y: 1575, elevation: 1.5 });
    expect(complaints(gm)).toEqual([]);
    expect(messagesOn(gm).length).toBe(shotsBefore + 1);

    const applied = suggestionFlagsOf(gm.game.messages.get(card.id)!.flags)!;
    expect(applied.before).toMatchObject({ x: 1525, y: 1575, elevation: 0 });
    await gm.run(() => undoSuggestion(gm.game.messages.get(card.id)! as never, applied));
    await world.settle();
    expect({ x: token.x, y: token.y, elevation: token.elevation }).toEqual({ x: 1525, y: 1575, elevation: 0 });
    expectNoErrors(table);
  });
});
