import { MODULE_ID } from "../../../views/common/module-id";
import { messageOf, outcomeOf } from "../wait";
import { twoClients, type ContractSection } from "./check";

const QUERY = `${MODULE_ID}.selfTest`;

/** A user who is not connected (a player who has not logged in), or null. */
const inactiveUser = (): User.Implementation | null => game.users?.find((user) => !user.active) ?? null;

export const SOCKET_CHECKS: ContractSection = {
  title: "Sockets and queries",
  checks: [
    twoClients("socket.senderId", "the socket handler gets (data, senderUserId)"),
    twoClients("socket.noEcho", "an emit never reaches the sender"),
    twoClients("socket.broadcastAll", "an emit reaches every other client"),
    twoClients("query.roundTrip", "User#query runs CONFIG.queries on the target and resolves with its answer"),
    twoClients("query.noSender", "a query handler is not told who sent it"),
    {
      name: "query.permission",
      says: "QUERY_USER is a user permission, and the GM holds it",
      run: (assert) => {
        assert.isDefined(CONST.USER_PERMISSIONS.QUERY_USER, "CONST.USER_PERMISSIONS has no QUERY_USER");
        assert.isTrue(game.user?.hasPermission("QUERY_USER"), "the GM lacks QUERY_USER");
      },
    },
    {
      name: "query.inactiveTarget",
      says: "querying a user who is not connected fails",
      run: async (assert) => {
        const target = inactiveUser();
        if (!target)
          return assert.fail("the world has no user who is not connected; add a player and do not log them in");
        const queries = CONFIG.queries as unknown as Record<string, unknown>;
        queries[QUERY] = () => "answered";
        try {
          const outcome = await outcomeOf(() => target.query(QUERY as never, {} as never, { timeout: 2000 }));
          const what =
            outcome.status === "resolved" ? `it resolved with ${String(outcome.value)}` : messageOf(outcome.error);
          assert.strictEqual(outcome.status, "rejected", `Foundry did not refuse the query: ${what}`);
        } finally {
          delete queries[QUERY];
        }
      },
    },
  ],
};
