import { MODULE_ID } from "../../views/common/module-id";

/** The module's socket event, shared by both rulesets' requests and refusals (each parses only its own types). */
export const SOCKET = `module.${MODULE_ID}`;
