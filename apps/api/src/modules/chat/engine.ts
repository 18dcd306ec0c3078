/** One turn of a chat session, oldest first. */
export type ChatTurn = { user: string; bot: string };

export type ChatRequest = {
  message: string;
  sessionId: string;
  /** The session's earlier turns, oldest first. */
  history: ChatTurn[];
};

export type ChatReply = {
  text: string;
  /** Which engine answered, recorded with the exchange. */
  engine: string;
};

/** The assistant behind `POST /api/chat` (ADR 0004): embedded retrieval now, an LLM later. */
export type ChatEngine = {
  readonly name: string;
  reply(request: ChatRequest): Promise<ChatReply>;
};
