/** The History field (history-widget.tsx) as the configuration names it, apart from the widget so config.ts loads in Node. */
import type { CmsField } from "decap-cms-core"

/** The widget's name, for its registration (index.tsx) and the field. */
export const HISTORY_WIDGET = "history"

/** The field every collection's form starts with (config.ts): it holds no value, so it is never required. */
export const HISTORY_FIELD = { name: "history", label: "History", widget: HISTORY_WIDGET, required: false } as CmsField
