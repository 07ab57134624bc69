import { HookSpy } from "./hook-spy";
import { Scratch } from "./scratch";
import { pause } from "./wait";

/** Labels a step's failure, so Quench's message says where a session broke. */
export async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * A first session in a throwaway world: `play` gets a scratch for what it creates and the chat messages this GM has
 * posted since it began; afterwards exactly those are deleted, whatever happened.
 */
export async function playInScratch(
  play: (scratch: Scratch, messages: () => ChatMessage.Implementation[]) => Promise<void>,
): Promise<void> {
  const scratch = new Scratch();
  const chat = new HookSpy("createChatMessage");
  const messages = (): ChatMessage.Implementation[] =>
    chat.calls
      .map(([message]) => message as ChatMessage.Implementation)
      .filter((message) => message.author === game.user);
  try {
    await play(scratch, messages);
  } finally {
    await pause(1000);
    chat.stop();
    scratch.keepUuids(messages().map((message) => message.uuid));
    const failed = await scratch.dispose();
    if (failed.length > 0) console.warn("five-parsecs-battle | self-test: could not delete", failed);
  }
}
