/** The assistant's own lines, translated when shown (so they follow a language switch). */
export type AssistantLine =
  'chat.greeting' | 'chat.error' | 'chat.slowDown' | 'chat.lead.thanks' | 'chat.lead.declined';

/**
 * What a message says: text as typed or received, one of the assistant's own lines, or the
 * assistant's offer to pass the visitor's details to the team (an inline form).
 */
type MessageContent = { text: string } | { line: AssistantLine } | { leadForm: true };

export type NewChatMessage = { sender: 'user' | 'bot' } & MessageContent & {
    /** A reply still arriving: its text grows until the assistant is done. */
    streaming?: boolean;
  };

/** SPEC §3 "Chat message": id, text, sender (user or bot), timestamp. */
export type ChatMessage = NewChatMessage & { id: string; timestamp: Date };
