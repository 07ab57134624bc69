import { ACTOR_TYPES, ITEM_TYPES } from "../../../views/common/module-id";
import { DATA_MODELS } from "../../register-models";
import type { ContractSection } from "./check";

const typeLabels = (): [string, string | undefined][] => [
  ...Object.values(ACTOR_TYPES).map((type): [string, string | undefined] => [
    type,
    (CONFIG.Actor.typeLabels as Record<string, string | undefined>)[type],
  ]),
  ...Object.values(ITEM_TYPES).map((type): [string, string | undefined] => [
    type,
    (CONFIG.Item.typeLabels as Record<string, string | undefined>)[type],
  ]),
];

export const I18N_CHECKS: ContractSection = {
  title: "Localization and sub-type labels",
  checks: [
    {
      name: "i18n.dottedKeys",
      says: "a dotted key and the nested lang objects read the same",
      run: (assert) => {
        const key = `TYPES.Actor.${ACTOR_TYPES.crew}`;
        const nested = foundry.utils.getProperty(game.i18n?.translations ?? {}, "TYPES.Actor") as
          | Record<string, unknown>
          | undefined;
        assert.isDefined(nested, "the translations have no TYPES.Actor object");
        assert.notStrictEqual(game.i18n?.localize(key), key, `${key} is not localized`);
      },
    },
    {
      name: "i18n.subtypeLabel",
      says: "CONFIG.<Document>.typeLabels of the module's sub-types localize (no raw key)",
      run: (assert) => {
        for (const [type, label] of typeLabels()) {
          assert.isDefined(label, `CONFIG typeLabels has no entry for ${type}`);
          const text = game.i18n?.localize(label ?? "") ?? "";
          assert.isFalse(
            text === label || text.startsWith("TYPES."),
            `${type}: "${label}" localizes to the raw key "${text}"`,
          );
        }
      },
    },
    {
      name: "i18n.fieldLabels",
      says: "LOCALIZATION_PREFIXES give the crew fields their labels",
      run: (assert) => {
        const field = DATA_MODELS.Actor[ACTOR_TYPES.crew].schema.fields.reactions;
        const key = "FPB.Crew.FIELDS.reactions.label";
        assert.ok(field.label, "the Reactions field has no label");
        assert.notStrictEqual(game.i18n?.localize(field.label), key, `the label is the raw key ${field.label}`);
      },
    },
  ],
};
