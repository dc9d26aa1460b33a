import type { Messages } from './catalogue';
import type { Text } from './useText';

/**
 * Core states some texts once for the API and the app: validation messages, API errors. A domain lists those
 * it shows as `{ key: CORE_CONSTANT }`, spreads that table into its English catalogue (so the English stays
 * core's words), and shows a text it received in the displayed language with `knownText(t, table, received)`.
 * A text the table lacks (a server message newer than the app) is shown as it came.
 */
export function knownText<English extends Messages>(
  t: Text<English>,
  table: Partial<Record<keyof English & string, string>>,
  received: string,
): string {
  for (const [key, english] of Object.entries(table)) if (english === received) return t(key as keyof English & string);
  return received;
}
