import { MODULE_ID } from "../../../views/common/module-id";
import { SETTINGS } from "../../table/settings/settings";
import { TWO_CLIENTS, type ContractSection } from "./check";
import { FIELD_VALIDATE_CHECK } from "./injury-die-checks";

export const SETTINGS_CHECKS: ContractSection = {
  title: "Settings and notifications",
  checks: [
    {
      name: "settings.worldScope",
      says: "the module's world settings are registered with scope world and read their value (writing needs two clients)",
      run: (assert) => {
        const config = game.settings?.settings.get(`${MODULE_ID}.${SETTINGS.aiSuggestions}` as never) as
          | { scope?: string }
          | undefined;
        assert.strictEqual(config?.scope, "world");
        assert.include(["off", "suggest", "wait"], game.settings?.get(MODULE_ID, SETTINGS.aiSuggestions));
      },
    },
    FIELD_VALIDATE_CHECK,
    {
      name: "settings.clientScope",
      says: "a client setting lives in this browser",
      skip: `the module registers no client setting; ${TWO_CLIENTS} to see it is per browser`,
    },
    {
      name: "ui.notify",
      says: "ui.notifications.info returns the Notification, localized with {localize: true}",
      run: (assert) => {
        const notifications = ui.notifications;
        if (!notifications) return assert.fail("ui.notifications is missing");
        const shown = notifications.info(`TYPES.Actor.${MODULE_ID}.crew`, { localize: true });
        try {
          assert.ok(shown, "info() returned nothing");
          assert.strictEqual(
            shown.message,
            game.i18n?.localize(`TYPES.Actor.${MODULE_ID}.crew`),
            "the message was not localized",
          );
        } finally {
          notifications.remove(shown);
        }
      },
    },
  ],
};
