/*
 * Vitest setup for the Foundry adapter's tests: the double's `foundry` namespace and document classes as globals
 * before any module under test is imported, and the per-client globals as getters. Test support, never shipped.
 */
import { installClientGlobals } from "./context";
import { DOCUMENT_GLOBALS, FOUNDRY, installOperatorGlobals } from "./foundry-namespace";

Object.assign(globalThis, { foundry: FOUNDRY, CONST: FOUNDRY.CONST, ...DOCUMENT_GLOBALS });
installClientGlobals();
installOperatorGlobals();
