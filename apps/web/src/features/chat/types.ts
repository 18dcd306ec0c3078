/** The assistant's own lines, translated when shown (so they follow a language switch). */
export type AssistantLine = 'chat.greeting' | 'chat.error';

/** What a message says: text as typed or received, or one of the assistant's own lines. */
type MessageContent = { text: string } | { line: AssistantLine };

export type NewChatMessage = { sender: 'user' | 'bot' } & MessageContent;

/** SPEC §3 "Chat message": id, text, sender (user or bot), timestamp. */
export type ChatMessage = NewChatMessage & { id: string; timestamp: Date };
