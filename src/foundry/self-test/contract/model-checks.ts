import { withoutLimitGuards } from "../../table/hooks/limit-guard";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../views/common/module-id";
import { DATA_MODELS } from "../../register-models";
import { HookSpy, spying } from "../hook-spy";
import { withScratch, type Scratch } from "../scratch";
import { crewActor, rawUpdate, throwawayName } from "../throwaway";
import type { Assert } from "../quench-types";
import { messageOf, outcomeOf, pause, shown, type Outcome } from "../wait";
import type { ContractSection } from "./check";

type Update = Actor.UpdateData;
const systemOf = (actor: Actor.Implementation) => actor._source.system as Record<string, unknown>;

/**
 * Sends an invalid update with the module's limit guard off, so Foundry's own validation decides; asserts that
 * nothing was stored and hands back how `update()` ended.
 */
/**
 * The world's actors. The installed types (foundry-vtt-types 13.345) leave the world Actors collection's document
 * type unresolved (`ConfiguredActor<Type>`), so the documented v13 value, Actor documents, is named here once.
 */
const worldActors = (): Actor.Implementation[] => [
  ...((game.actors ?? []) as unknown as Iterable<Actor.Implementation>),
];

async function refusedUpdate(
  assert: Assert,
  scratch: Scratch,
  change: Record<string, unknown>,
): Promise<Outcome<unknown>> {
  const actor = await crewActor(scratch, { reactions: 2, luck: { value: 0, max: 1 } });
  const before = shown(systemOf(actor));
  const outcome = await withoutLimitGuards(() => outcomeOf(() => actor.update(rawUpdate<Update>({ system: change }))));
  await pause(100);
  const stored = worldActors().find((candidate) => candidate.id === actor.id) ?? null;
  assert.strictEqual(
    shown(stored ? systemOf(stored) : null),
    before,
    `Foundry stored ${shown(change)}: the actor now has ${shown(stored ? systemOf(stored) : null)}`,
  );
  return outcome;
}

export const MODEL_CHECKS: ContractSection = {
  title: "Documents, data models, validation",
  checks: [
    {
      name: "model.registered",
      says: "the module's sub-types use its TypeDataModels",
      run: (assert) => {
        for (const [type, model] of Object.entries(DATA_MODELS.Actor))
          assert.strictEqual(CONFIG.Actor.dataModels[type], model, `CONFIG.Actor.dataModels["${type}"]`);
        for (const [type, model] of Object.entries(DATA_MODELS.Item))
          assert.strictEqual(CONFIG.Item.dataModels[type], model, `CONFIG.Item.dataModels["${type}"]`);
      },
    },
    {
      name: "model.typeString",
      says: "a document's stored type is the prefixed sub-type",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          assert.strictEqual(actor._source.type, ACTOR_TYPES.crew);
          assert.instanceOf(actor.system, DATA_MODELS.Actor[ACTOR_TYPES.crew]);
        }),
    },
    {
      name: "model.rejectsOutOfRange",
      says: "an out-of-range crew value (Reactions 9) is refused and nothing is stored",
      run: (assert) => withScratch(async (scratch) => void (await refusedUpdate(assert, scratch, { reactions: 9 }))),
    },
    {
      name: "model.rejectsChoice",
      says: "a value outside a field's choices is refused and nothing is stored",
      run: (assert) =>
        withScratch(
          async (scratch) => void (await refusedUpdate(assert, scratch, { casualtyCategory: "not-a-category" })),
        ),
    },
    {
      name: "model.jointRule",
      says: "validateJoint refuses Luck above its maximum in the update dry run",
      run: (assert) =>
        withScratch(async (scratch) => void (await refusedUpdate(assert, scratch, { luck: { value: 3, max: 1 } }))),
    },
    {
      name: "model.createInvalid",
      says: "creating with invalid data fails and nothing is stored",
      run: (assert) =>
        withScratch(async (scratch) => {
          const name = throwawayName("invalid crew");
          const data = { name, type: ACTOR_TYPES.crew, system: { reactions: 9 } } as unknown as Actor.CreateData;
          const outcome = await withoutLimitGuards(() => outcomeOf(() => Actor.create(data)));
          const created = worldActors().filter((actor) => actor.name === name);
          scratch.keepUuids(created.map((actor) => actor.uuid));
          assert.strictEqual(created.length, 0, `Foundry stored the invalid actor (create ${outcome.status})`);
        }),
    },
    {
      name: "model.updateInvalid",
      says: "an invalid update is refused before the server and nothing is stored",
      run: (assert) => withScratch(async (scratch) => void (await refusedUpdate(assert, scratch, { speed: -1 }))),
    },
    {
      name: "model.updateInvalidChannel",
      says: "an invalid update does not reject: core notifies and skips the document (D5), and update() resolves undefined",
      run: (assert) =>
        withScratch(async (scratch) => {
          const outcome = await refusedUpdate(assert, scratch, { toughness: 99 });
          const channel =
            outcome.status === "rejected"
              ? `rejects (${messageOf(outcome.error)})`
              : `resolves ${shown(outcome.value)}`;
          assert.strictEqual(outcome.status, "resolved", `update() ${channel}`);
          if (outcome.status === "resolved")
            assert.isUndefined(
              outcome.value,
              `update() resolved with a document although nothing was stored: ${channel}`,
            );
        }),
    },
    {
      name: "model.preUpdateSeesRaw",
      says: "preUpdateActor runs before validation and sees the uncleaned change",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          const spy = new HookSpy("preUpdateActor");
          await spying([spy], () =>
            withoutLimitGuards(() => outcomeOf(() => actor.update(rawUpdate<Update>({ system: { reactions: 9 } })))),
          );
          const seen = spy.calls.find(([document]) => document === actor)?.[1] as
            | { system?: { reactions?: unknown } }
            | undefined;
          assert.isDefined(
            seen,
            "preUpdateActor never ran: Foundry validated (and refused) before the pre-update hooks",
          );
          assert.strictEqual(seen?.system?.reactions, 9, `preUpdateActor saw ${shown(seen)}`);
        }),
    },
    {
      name: "embedded.ownIds",
      says: "embedded Items get their own 16-character ids and Actor.<id>.Item.<id> uuids",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          const data = [1, 2].map((n) => ({
            name: throwawayName(`weapon ${n}`),
            type: ITEM_TYPES.weapon,
          })) as unknown as Item.CreateData[];
          // Typed as documents: the installed types leave the created Items' type unresolved, as for world Actors.
          const items = ((await actor.createEmbeddedDocuments("Item", data)) ?? []) as unknown as Item.Implementation[];
          assert.strictEqual(items.length, 2);
          const ids = items.map((item) => item.id ?? "");
          assert.isTrue(
            ids.every((id) => /^[a-zA-Z0-9]{16}$/.test(id)),
            `ids: ${shown(ids)}`,
          );
          assert.notStrictEqual(ids[0], ids[1]);
          assert.strictEqual(items[0]?.uuid, `${actor.uuid}.Item.${ids[0]}`);
        }),
    },
    {
      name: "embedded.hooks",
      says: "creating an embedded Item fires createItem, not updateActor",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          const created = new HookSpy("createItem");
          const updated = new HookSpy("updateActor");
          await spying([created, updated], async () => {
            await actor.createEmbeddedDocuments("Item", [
              { name: throwawayName("gear"), type: ITEM_TYPES.gear } as unknown as Item.CreateData,
            ]);
            await pause(200);
          });
          assert.isTrue(
            created.calls.some(([item]) => (item as Item.Implementation).parent === actor),
            "createItem did not fire for the embedded Item",
          );
          assert.strictEqual(
            updated.calls.filter(([document]) => document === actor).length,
            0,
            "the parent Actor got an updateActor",
          );
        }),
    },
    {
      name: "uuid.async",
      says: "fromUuid resolves the Document, or null for an unknown uuid",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          assert.strictEqual(await foundry.utils.fromUuid(actor.uuid as never), actor);
          assert.isNull(await foundry.utils.fromUuid("Actor.aaaaaaaaaaaaaaaa" as never));
        }),
    },
    {
      name: "uuid.syncIndexEntry",
      says: "fromUuidSync gives a compendium index entry (not a Document) for a pack document",
      run: (assert) => {
        const pack = game.packs?.get("five-parsecs-battle.figures");
        const entry = pack?.index.contents[0] as { uuid?: string } | undefined;
        if (!entry?.uuid) return assert.fail("the five-parsecs-battle.figures pack has no index entry to look up");
        const found = foundry.utils.fromUuidSync(entry.uuid as never) as unknown;
        assert.isNotNull(found, `fromUuidSync(${entry.uuid}) gave null`);
        if (!pack?.get((found as { _id: string })._id)) {
          assert.isFalse(
            found instanceof foundry.abstract.Document,
            "the pack document is not loaded, yet a Document came back",
          );
        }
      },
    },
  ],
};
