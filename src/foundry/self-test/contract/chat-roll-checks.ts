import { withScratch } from "../scratch";
import { throwawayName } from "../throwaway";
import { twoClients, type ContractSection } from "./check";
import { INJURY_DIE_ROLL_CHECK } from "./injury-die-checks";

/** Another user to whisper to (connected or not), or null. */
const someoneElse = (): User.Implementation | null => game.users?.find((user) => user !== game.user) ?? null;

export const CHAT_AND_ROLL_CHECKS: ContractSection = {
  title: "Chat and rolls",
  checks: [
    {
      name: "chat.whisperVisible",
      says: "a public message is visible; a whisper is visible to its author (this client's half)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const other = someoneElse();
          const open = scratch.keep(
            await ChatMessage.create({ content: throwawayName("public") } as ChatMessage.CreateData),
            "ChatMessage",
          );
          assert.isTrue(open.visible, "a public message is not visible");
          if (!other) return assert.fail("the world has one user only; add a player to whisper to");
          const whisper = scratch.keep(
            await ChatMessage.create({
              content: throwawayName("whisper"),
              whisper: [other.id],
            } as ChatMessage.CreateData),
            "ChatMessage",
          );
          assert.isTrue(whisper.visible, "the author does not see their own whisper");
          assert.deepEqual([...whisper.whisper], [other.id]);
        }),
    },
    twoClients("chat.whisperRollPlaceholder", "a whispered roll shows recipients the content, others a placeholder"),
    {
      name: "chat.rollsField",
      says: "message.rolls holds Roll instances, stored as JSON strings",
      run: (assert) =>
        withScratch(async (scratch) => {
          const roll = await new Roll("1d6").evaluate();
          const message = scratch.keep(
            await ChatMessage.create({
              content: throwawayName("roll"),
              rolls: [roll],
            } as unknown as ChatMessage.CreateData),
            "ChatMessage",
          );
          assert.instanceOf(message.rolls[0], Roll);
          assert.strictEqual(message.rolls[0]?.total, roll.total);
          assert.typeOf((message._source.rolls as unknown[])[0], "string", "the stored roll");
        }),
    },
    {
      name: "chat.authorField",
      says: "message.author is the authoring User (records the stored field's name)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const message = scratch.keep(
            await ChatMessage.create({ content: throwawayName("author") } as ChatMessage.CreateData),
            "ChatMessage",
          );
          assert.strictEqual(message.author, game.user, "message.author");
          const source = message._source as unknown as Record<string, unknown>;
          const field = ["author", "user"].find((key) => source[key] === game.user?.id) ?? "neither author nor user";
          console.info(`five-parsecs-battle | self-test chat.authorField: the author is stored as "${field}"`);
          assert.strictEqual(field, "author", `the author's id is stored in ${field}`);
        }),
    },
    {
      name: "roll.evaluate",
      says: "await roll.evaluate() gives total and dice results; evaluateSync works for fixed formulas",
      run: async (assert) => {
        const roll = await new Roll("2d6 + 1").evaluate();
        const results = roll.dice[0]?.results.map((r) => r.result) ?? [];
        assert.strictEqual(results.length, 2, "two dice results");
        assert.strictEqual(roll.total, results.reduce((a, b) => a + b, 0) + 1, "total = dice + 1");
        assert.isTrue(roll._evaluated, "the roll is evaluated");
        assert.strictEqual(new Roll("1 + 2").evaluateSync().total, 3, "evaluateSync");
      },
    },
    INJURY_DIE_ROLL_CHECK,
  ],
};
