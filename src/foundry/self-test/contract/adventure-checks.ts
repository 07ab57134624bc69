import { DEMO_PACK } from "../first-session/demo-import";
import type { ContractSection } from "./check";

const BY_FIRST_SESSION = "checked by the five-parsecs-battle.first-session batch, which imports the Demo Battle";
const EMBEDDED = [
  "actors",
  "combats",
  "items",
  "journal",
  "scenes",
  "tables",
  "macros",
  "cards",
  "playlists",
  "folders",
];

export const ADVENTURE_CHECKS: ContractSection = {
  title: "Adventures",
  checks: [
    {
      name: "adventure.shape",
      says: "an Adventure holds the embedded arrays and name, img, caption, description",
      run: async (assert) => {
        const pack = game.packs?.get(DEMO_PACK);
        if (!pack) return assert.fail(`the compendium pack ${DEMO_PACK} is missing`);
        const [adventure] = await pack.getDocuments();
        if (!adventure) return assert.fail(`${DEMO_PACK} holds no document`);
        const source = adventure._source as unknown as Record<string, unknown>;
        for (const key of EMBEDDED) assert.isTrue(Array.isArray(source[key]), `the Adventure's ${key} is not an array`);
        for (const key of ["name", "img", "caption", "description"])
          assert.isTrue(key in source, `the Adventure has no ${key}`);
      },
    },
    { name: "adventure.importKeepsIds", says: "importing keeps the documents' ids", skip: BY_FIRST_SESSION },
    { name: "adventure.tokenActorLink", says: "imported tokens keep their actorId link", skip: BY_FIRST_SESSION },
  ],
};
