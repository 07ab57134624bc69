import { MODULE_ID } from "../../../views/common/module-id";
import { HookSpy, spying } from "../hook-spy";
import { withScratch } from "../scratch";
import { crewActor, rawUpdate, throwawayName } from "../throwaway";
import { pause, until } from "../wait";
import { twoClients, type ContractSection } from "./check";

type Update = Actor.UpdateData;
const TEST_HOOK = `${MODULE_ID}.selfTestHook`;

export const HOOK_CHECKS: ContractSection = {
  title: "Hooks and document lifecycle",
  checks: [
    twoClients("hooks.preOnlyInitiator", "pre-hooks run only on the initiating client"),
    {
      name: "hooks.preFalseCancels",
      says: "preUpdateActor returning false cancels the update before it is sent",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          const refuse = new HookSpy("preUpdateActor", (document) => (document === actor ? false : undefined));
          const after = new HookSpy("updateActor");
          await spying([refuse, after], async () => {
            await actor.update(rawUpdate<Update>({ system: { reactions: 3 } }));
            await pause(200);
          });
          assert.strictEqual((actor._source.system as { reactions: number }).reactions, 2, "the update went through");
          assert.strictEqual(
            after.calls.filter(([document]) => document === actor).length,
            0,
            "updateActor fired for a cancelled update",
          );
        }),
    },
    {
      name: "hooks.optionsReachHooks",
      says: "an update's own options (the round marks its initiative and turn writes) reach preUpdate and update hooks",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          const marker = { [MODULE_ID]: { phases: true } };
          const optionsOf = (spy: HookSpy) =>
            spy.calls
              .filter(([document]) => document === actor)
              .map(([, , options]) => (options as Record<string, unknown>)[MODULE_ID]);
          const before = new HookSpy("preUpdateActor");
          const after = new HookSpy("updateActor");
          await spying([before, after], async () => {
            await actor.update(rawUpdate<Update>({ system: { reactions: 3 } }), marker as never);
            await until(() => optionsOf(after).length > 0 || null, "updateActor");
          });
          assert.deepEqual(optionsOf(before), [marker[MODULE_ID]], "preUpdateActor did not get the update's options");
          assert.deepEqual(optionsOf(after), [marker[MODULE_ID]], "updateActor did not get the update's options");
        }),
    },
    {
      name: "hooks.preHookOptionsReachUpdate",
      says: "a key preUpdate adds to its options reaches the update hook (a crew member's measured move rides on it)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          const before = new HookSpy("preUpdateActor", (document, _changes, options) => {
            if (document === actor) (options as Record<string, unknown>)[MODULE_ID] = { tagged: true };
          });
          const after = new HookSpy("updateActor");
          const tagsOf = () =>
            after.calls
              .filter(([document]) => document === actor)
              .map(([, , options]) => (options as Record<string, unknown>)[MODULE_ID]);
          await spying([before, after], async () => {
            await actor.update(rawUpdate<Update>({ system: { reactions: 3 } }));
            await until(() => tagsOf().length > 0 || null, "updateActor");
          });
          assert.deepEqual(tagsOf(), [{ tagged: true }], "updateActor did not get the key preUpdateActor added");
        }),
    },
    {
      name: "hooks.afterAllClients",
      says: "updateActor runs on the initiator after the commit, with its user id (this client's half)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          let seen: { reactions: number; userId: unknown } | null = null;
          const spy = new HookSpy("updateActor", (document, _changes, _options, userId) => {
            if (document === actor)
              seen = { reactions: (actor.system as unknown as { reactions: number }).reactions, userId };
          });
          await spying([spy], async () => {
            await actor.update(rawUpdate<Update>({ system: { reactions: 4 } }));
            await until(() => seen, "updateActor");
          });
          assert.deepEqual(seen, { reactions: 4, userId: game.user?.id });
        }),
    },
    {
      name: "hooks.callSemantics",
      says: "Hooks.call stops at false; Hooks.callAll runs every callback, past a throwing one",
      run: (assert) => {
        const ran: string[] = [];
        const spies = [
          new HookSpy(TEST_HOOK, () => void ran.push("first")),
          new HookSpy(TEST_HOOK, () => {
            ran.push("second");
            return false;
          }),
          new HookSpy(TEST_HOOK, () => void ran.push("third")),
        ];
        try {
          const call = Hooks.call as unknown as (hook: string) => boolean;
          assert.isFalse(call(TEST_HOOK), "Hooks.call did not answer false");
          assert.deepEqual(ran, ["first", "second"], "Hooks.call went on after false");
        } finally {
          for (const spy of spies) spy.stop();
        }
        ran.length = 0;
        const throwing = [
          new HookSpy(TEST_HOOK, () => {
            ran.push("throws");
            throw new Error("five-parsecs-battle self-test: this error is expected");
          }),
          new HookSpy(TEST_HOOK, () => void ran.push("after")),
        ];
        try {
          const callAll = Hooks.callAll as unknown as (hook: string) => boolean;
          callAll(TEST_HOOK);
          assert.deepEqual(ran, ["throws", "after"], "a throwing callback stopped Hooks.callAll");
        } finally {
          for (const spy of throwing) spy.stop();
        }
      },
    },
    twoClients(
      "hooks.combatRoundInitiatorOnly",
      "combatRound fires on the initiator only (its timing is checked in combat.nextRoundUpdates)",
    ),
    twoClients(
      "hooks.turnChangeAll",
      "combatTurnChange fires on every client (this client's half is in combat.history)",
    ),
    {
      name: "ui.chatHookHTMLElement",
      says: "renderChatMessageHTML passes an HTMLElement",
      run: (assert) =>
        withScratch(async (scratch) => {
          const spy = new HookSpy("renderChatMessageHTML");
          const message = await spying([spy], async () => {
            const created = scratch.keep(
              await ChatMessage.create({
                content: throwawayName("chat"),
                whisper: [game.user?.id ?? ""],
              } as ChatMessage.CreateData),
              "ChatMessage",
            );
            await until(() => spy.calls.some(([rendered]) => rendered === created), "renderChatMessageHTML");
            return created;
          });
          const html = spy.calls.find(([rendered]) => rendered === message)?.[1];
          assert.instanceOf(html, HTMLElement, "the hook's second argument is not an HTMLElement");
        }),
    },
  ],
};
