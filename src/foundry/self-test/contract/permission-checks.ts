import { withScratch } from "../scratch";
import { crewActor, rawUpdate } from "../throwaway";
import { twoClients, type ContractSection } from "./check";

/** A player (not a GM) of the world, connected or not, or null. */
const aPlayer = (): User.Implementation | null => game.users?.find((user) => !user.isGM) ?? null;

export const PERMISSION_CHECKS: ContractSection = {
  title: "Users, ownership, permissions",
  checks: [
    {
      name: "perm.levels",
      says: "CONST.DOCUMENT_OWNERSHIP_LEVELS are INHERIT -1, NONE 0, LIMITED 1, OBSERVER 2, OWNER 3",
      run: (assert) =>
        assert.deepEqual(
          { ...CONST.DOCUMENT_OWNERSHIP_LEVELS },
          { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 },
        ),
    },
    {
      name: "perm.gmOwner",
      says: "USER_ROLES are NONE 0 to GAMEMASTER 4, and the GM owns a document nobody was given",
      run: (assert) =>
        withScratch(async (scratch) => {
          assert.deepEqual({ ...CONST.USER_ROLES }, { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 });
          assert.isTrue(game.user?.isGM, "run this batch as a GM");
          const actor = await crewActor(scratch);
          await actor.update(
            rawUpdate<Actor.UpdateData>({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE } }),
          );
          assert.isTrue(game.user ? actor.testUserPermission(game.user, "OWNER") : false, "the GM is not OWNER");
        }),
    },
    {
      name: "perm.testUserPermission",
      says: "testUserPermission reads ownership, with {exact}",
      run: (assert) =>
        withScratch(async (scratch) => {
          const player = aPlayer();
          if (!player) return assert.fail("the world has no player; add one (they need not log in)");
          const actor = await crewActor(scratch);
          await actor.update(
            rawUpdate<Actor.UpdateData>({
              ownership: { default: 0, [player.id ?? ""]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER },
            }),
          );
          assert.isTrue(actor.testUserPermission(player, "OBSERVER"), "OBSERVER");
          assert.isTrue(actor.testUserPermission(player, "LIMITED"), "LIMITED (below the level)");
          assert.isFalse(actor.testUserPermission(player, "OWNER"), "OWNER");
          assert.isTrue(actor.testUserPermission(player, "OBSERVER", { exact: true }), "exact OBSERVER");
          assert.isFalse(actor.testUserPermission(player, "LIMITED", { exact: true }), "exact LIMITED");
          if (game.user)
            assert.isFalse(
              actor.testUserPermission(game.user, "OBSERVER", { exact: true }),
              "the GM is exactly OBSERVER",
            );
        }),
    },
    {
      name: "perm.activeGM",
      says: "game.users.activeGM is this GM (run alone as the only GM)",
      run: (assert) => {
        const activeGM = game.users?.activeGM ?? null;
        assert.isNotNull(activeGM, "game.users.activeGM is null");
        assert.isTrue(activeGM?.isGM, "the active GM is not a GM");
        assert.strictEqual(activeGM, game.user, `the active GM is ${activeGM?.name ?? "nobody"}, not this user`);
        assert.isTrue(activeGM?.isSelf, "activeGM.isSelf");
        assert.isTrue(game.user?.isActiveGM, "game.user.isActiveGM");
      },
    },
    twoClients("perm.refusedUpdate", "the server refuses a player's write without permission"),
    twoClients("perm.playerCombat", "a player may change a Combat's round and turn only"),
    twoClients("perm.chatAuthor", "a player may change only their own messages"),
  ],
};
