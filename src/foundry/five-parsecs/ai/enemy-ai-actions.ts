// The enemy AI's work, a lazy chunk (dist/chunks/enemy-ai-actions.js): suggesting, applying and undoing a suggestion,
// the Overwatch cards. It pulls the AI's rules and the attacks, which init does without (issue 37).
export { applySuggestion, dismissSuggestion, undoSuggestion } from "./apply-suggestion";
export { watchCrewMove } from "./crew-move-watch";
export { rerollSuggestion, suggestEnemy } from "./suggest-enemy";
export { answerWatch } from "./watch-card";
export { listenForWatchAnswers } from "./watch-answers";
