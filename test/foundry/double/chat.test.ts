import { describe, expect, it } from "vitest";
import type { ChatMessage, User } from "../../double/documents";
import { bareWorld, connectAll, record } from "./worlds";

/* Chat messages (docs/foundry-contract.md M1-M4, H7). */

async function setUp() {
  const world = await bareWorld();
  const clients = connectAll(world);
  return { world, ...clients, all: [clients.gm, clients.alice, clients.bob] };
}

describe("chat (M1-M4, H7)", () => {
  it("M1: a public message reaches and is visible on every client; createChatMessage runs everywhere with the author's id", async () => {
    const { world, alice, all } = await setUp();
    const created = all.map((client) => record(client, "createChatMessage"));
    const message = await alice.create("ChatMessage", { content: "<p>hello</p>" });
    await world.settle();
    all.forEach((client, i) => {
      expect((client.game.messages.get(message.id) as ChatMessage).visible).toBe(true);
      expect(created[i]![0]![2]).toBe(alice.userId);
    });
  });

  it("M4: a message whispered to the GM reaches every client (document, hook) and a non-recipient's client does not show it", async () => {
    const { world, gm, alice, bob } = await setUp();
    const onBob = record(bob, "createChatMessage");
    const onGm = record(gm, "createChatMessage");
    const message = await alice.create("ChatMessage", { content: "secret", whisper: [gm.userId] });
    await world.settle();
    expect(bob.game.messages.has(message.id)).toBe(true);
    expect(onBob).toHaveLength(1);
    expect((bob.game.messages.get(message.id) as ChatMessage).visible).toBe(false);
    expect(bob.chatLog.has(message.id)).toBe(false);
    expect(onGm).toHaveLength(1);
    expect(gm.chatLog.get(message.id)?.textContent).toBe("secret");
  });

  it("M2: a whispered roll is visible to everyone, its content only to recipients: others show '<author> rolled privately' without the dice", async () => {
    const { world, gm, alice, bob } = await setUp();
    const roll = await gm.run(() => new gm.RollClass("1d6").evaluate());
    const message = await gm.create("ChatMessage", {
      content: "<p class='dice'>the dice</p>",
      rolls: [roll],
      whisper: [alice.userId],
    });
    await world.settle();
    const onBob = bob.game.messages.get(message.id) as ChatMessage;
    expect(onBob.visible).toBe(true);
    expect(onBob.isContentVisible).toBe(false);
    expect(bob.chatLog.get(message.id)?.textContent).toBe("Gamemaster rolled privately");
    expect(bob.chatLog.get(message.id)?.querySelector(".dice")).toBeNull();
    expect((alice.game.messages.get(message.id) as ChatMessage).isContentVisible).toBe(true);
    expect(alice.chatLog.get(message.id)?.querySelector(".dice")?.textContent).toBe("the dice");
    expect(gm.chatLog.get(message.id)?.querySelector(".dice")).not.toBeNull();
  });

  it("M1: a whisper is visible to its author and its recipients", async () => {
    const { world, gm, alice } = await setUp();
    const message = await alice.create("ChatMessage", { content: "secret", whisper: [gm.userId] });
    await world.settle();
    expect((gm.game.messages.get(message.id) as ChatMessage).visible).toBe(true);
    expect((alice.game.messages.get(message.id) as ChatMessage).visible).toBe(true);
    expect(gm.chatLog.has(message.id)).toBe(true);
    expect(alice.chatLog.has(message.id)).toBe(true);
  });

  it("M4: every client loads a whisper on connect or reload; only a recipient's client shows it", async () => {
    const { world, gm, alice, bob } = await setUp();
    const message = await gm.create("ChatMessage", { content: "to Alice", whisper: [alice.userId] });
    await world.settle();
    const bobAgain = await world.reload(bob);
    expect(bobAgain.game.messages.has(message.id)).toBe(true);
    expect(bobAgain.chatLog.has(message.id)).toBe(false);
    const aliceAgain = await world.reload(alice);
    expect(aliceAgain.chatLog.get(message.id)?.textContent).toBe("to Alice");
  });

  it("M3: message.author is the authoring User; a `user` field on create is read as the author", async () => {
    const { world, gm, alice, bob } = await setUp();
    const message = await alice.create("ChatMessage", { content: "hi" });
    const onBehalf = await gm.create("ChatMessage", { content: "for Alice", user: alice.userId });
    await world.settle();
    expect((bob.game.messages.get(message.id) as ChatMessage).author).toBe(bob.game.users.get(alice.userId));
    expect(world.sources.get("ChatMessage")!.get(onBehalf.id)!["author"]).toBe(alice.userId);
    expect(((bob.game.messages.get(onBehalf.id) as ChatMessage).author as User).id).toBe(alice.userId);
    await expect(bob.create("ChatMessage", { content: "forged", user: alice.userId })).rejects.toThrow(
      /lacks permission/,
    );
  });

  it("H7: renderChatMessageHTML gets (message, HTMLElement, context) on each client that shows the message", async () => {
    const { world, alice, all } = await setUp();
    const rendered = all.map((client) => record(client, "renderChatMessageHTML"));
    const message = await alice.create("ChatMessage", { content: "<p class='x'>hello</p>" });
    await world.settle();
    all.forEach((client, i) => {
      expect(rendered[i]).toHaveLength(1);
      const [doc, html] = rendered[i]![0]!;
      expect(doc).toBe(client.game.messages.get(message.id));
      expect(html).toBeInstanceOf(HTMLElement);
      expect((html as HTMLElement).querySelector(".x")?.textContent).toBe("hello");
      expect(client.chatLog.get(message.id)).toBe(html);
    });
  });

  it("M1: ChatMessage.getWhisperRecipients('GM') lists the GM users", async () => {
    const { alice, gm } = await setUp();
    const ChatMessageClass = (globalThis as unknown as { ChatMessage: typeof ChatMessage }).ChatMessage;
    expect(alice.run(() => ChatMessageClass.getWhisperRecipients("GM").map((u) => u.id))).toEqual([gm.userId]);
  });
});
