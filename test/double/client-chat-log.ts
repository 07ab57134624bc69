/* A client's chat log: a chat message rendered as this client's user may see it. */
import type { Client } from "./client";
import type { ChatMessage } from "./documents";

/**
 * A chat message as this client shows it, after `renderChatMessageHTML` (core: client/documents/chat-message.mjs
 * `visible`, `isContentVisible`): a message this user may not see is not rendered; a whispered roll whose content
 * they may not see shows only "<author> rolled privately", without its content or dice (M2).
 */
export function renderChatMessage(client: Client, message: ChatMessage): HTMLElement | null {
  if (!message.visible) {
    client.chatLog.get(message.id)?.remove();
    client.chatLog.delete(message.id);
    return null;
  }
  const element = document.createElement("li");
  element.classList.add("chat-message", "message");
  element.dataset["messageId"] = message.id;
  const content = document.createElement("div");
  content.classList.add("message-content");
  if (message.isContentVisible) content.innerHTML = message.content;
  else {
    element.classList.add("whisper-placeholder");
    content.textContent = `${message.author?.name ?? "?"} rolled privately`;
  }
  element.append(content);
  client.run(() => client.Hooks.callAll("renderChatMessageHTML", message, element, {}));
  client.chatLog.set(message.id, element);
  return element;
}
