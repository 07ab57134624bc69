import { BracketBusters as BB } from "../../../rules";
import { MODULE_ID } from "../../../views/common/module-id";
import { InjuryDie, injuryResultKey } from "../../bracket-busters/injury-die";
import { INJURY_DIE_DENOMINATION } from "../../table/dice/foundry-dice";
import { INJURY_DICE_SETTING, worldInjuryDiceFaces } from "../../bracket-busters/injury-dice-setting";
import { withScratch } from "../scratch";
import { throwawayName } from "../throwaway";
import type { ContractCheck } from "./check";

/** R3: the Injury die rolled in the real world, named per face, and rebuilt from the chat message it is posted in. */
export const INJURY_DIE_ROLL_CHECK: ContractCheck = {
  name: "roll.registeredTerm",
  says: "`2di` rolls the registered Injury die; each face is labelled with the rules' result; the chat message keeps the term",
  run: (assert) =>
    withScratch(async (scratch) => {
      assert.strictEqual(CONFIG.Dice.terms[INJURY_DIE_DENOMINATION], InjuryDie, "CONFIG.Dice.terms.i");
      const roll = await new Roll(`2d${INJURY_DIE_DENOMINATION}`).evaluate();
      const term = roll.dice[0];
      assert.instanceOf(term, InjuryDie, "the parsed term");
      const faces = worldInjuryDiceFaces();
      const results = term?.results ?? [];
      assert.strictEqual(results.length, 2, "two dice");
      for (const result of results) {
        assert.include([1, 2, 3, 4, 5, 6], result.result, "a face of a D6");
        assert.strictEqual(
          term?.getResultLabel(result),
          game.i18n?.localize(injuryResultKey(BB.injuryResultFor(faces, result.result))),
          `face ${result.result}`,
        );
      }
      const message = scratch.keep(
        await ChatMessage.create({
          content: throwawayName("injury die"),
          rolls: [roll],
        } as unknown as ChatMessage.CreateData),
        "ChatMessage",
      );
      const stored = message.rolls[0]?.dice[0];
      assert.instanceOf(stored, InjuryDie, "the term rebuilt from chat");
      assert.deepEqual(
        stored?.results.map((r) => r.result),
        results.map((r) => r.result),
        "the stored faces",
      );
    }),
};

/** G6: a world setting whose field's `validate` throws is refused by `game.settings.set` with that message. */
export const FIELD_VALIDATE_CHECK: ContractCheck = {
  name: "settings.fieldValidate",
  says: "game.settings.set refuses a value the field's validate function throws on, with its message, and keeps the old value",
  run: async (assert) => {
    const before = game.settings?.get(MODULE_ID, INJURY_DICE_SETTING);
    let refused: unknown = null;
    try {
      await game.settings?.set(MODULE_ID, INJURY_DICE_SETTING, "2/2/1");
    } catch (error) {
      refused = error;
    }
    if (!refused) {
      await game.settings?.set(MODULE_ID, INJURY_DICE_SETTING, before ?? "2/3/1");
      return assert.fail("a value adding up to 5 was stored");
    }
    assert.include(
      refused instanceof Error ? refused.message : String(refused),
      "2/2/1",
      "the message names the value",
    );
    assert.strictEqual(game.settings?.get(MODULE_ID, INJURY_DICE_SETTING), before, "the setting did not change");
  },
};
