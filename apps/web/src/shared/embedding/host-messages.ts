import * as z from '../validation/schema';
import { colourModeSchema, languageSchema, layoutSchema } from '../preferences/preferences-store';
import type { PreferencesStore } from '../preferences/preferences-store';

/** What a host page may ask of an embedded portal (SPEC §1). */
export const hostCommandSchema = z.union([
  z.object({ type: z.literal('setColourMode'), colourMode: colourModeSchema }),
  z.object({ type: z.literal('setLanguage'), language: languageSchema }),
  z.object({ type: z.literal('setLayout'), layout: layoutSchema }),
]);
export type HostCommand = z.Infer<typeof hostCommandSchema>;

export type HostMessage =
  | { readonly kind: 'command'; readonly command: HostCommand }
  /** A setColourMode message with a value that is not a colour mode: logged as an error, then ignored. */
  | { readonly kind: 'invalidColourMode'; readonly colourMode: unknown }
  /** Anything else (an invalid language, an unknown message, another script's traffic): ignored silently. */
  | { readonly kind: 'ignored' };

const colourModeMessageSchema = z.object({ type: z.literal('setColourMode'), colourMode: z.unknown() });

export function parseHostMessage(data: unknown): HostMessage {
  const command = hostCommandSchema.safeParse(data);
  if (command.success) return { kind: 'command', command: command.data };
  const colourModeMessage = colourModeMessageSchema.safeParse(data);
  if (colourModeMessage.success) return { kind: 'invalidColourMode', colourMode: colourModeMessage.data.colourMode };
  return { kind: 'ignored' };
}

export function applyHostCommand(command: HostCommand, preferences: PreferencesStore): void {
  switch (command.type) {
    case 'setColourMode':
      preferences.setColourMode(command.colourMode);
      return;
    case 'setLanguage':
      preferences.setLanguage(command.language);
      return;
    case 'setLayout':
      preferences.setLayout(command.layout);
      return;
  }
}

/**
 * Listens for the host page's messages. Only the parent window may send them; a portal that is not framed is its
 * own parent, so it can also be driven by messages it posts to itself. Returns a function that stops listening.
 */
export function listenToHostMessages(target: Window, preferences: PreferencesStore): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== target.parent) return;
    const message = parseHostMessage(event.data);
    if (message.kind === 'command') applyHostCommand(message.command, preferences);
    else if (message.kind === 'invalidColourMode') {
      console.error(
        `Ignored a setColourMode message with an invalid colour mode: ${JSON.stringify(message.colourMode)}`,
      );
    }
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
