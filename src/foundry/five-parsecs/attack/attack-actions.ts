// Fire and Brawl, a lazy chunk (dist/chunks/attack-actions.js): they pull the round machine, which init does without.
export { brawl } from "./brawl-action";
export { fire } from "./fire-action";
