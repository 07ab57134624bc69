/**
 * The pure view builders of Bracket Busters: what the tracker, the activation panel, the End Phase panel, the chat cards
 * and the after-battle summary show, as plain data and lang strings. No DOM and no Foundry globals, so the sandbox and
 * the Foundry adapter draw the same words.
 */
export * from "./lang";
export * from "./tracker-view";
export * from "./activation-view";
export * from "./card-view";
export * from "./end-phase-view";
export * from "./nerve-choice";
export * from "./movement-in-progress";
export * from "./after-battle-view";
export * from "./attack-card-view";
export * from "./gang-battle-flags";
export * from "./gang-request";
