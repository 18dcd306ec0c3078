/** One turn of a chat session, oldest first. */
export type ChatTurn = { user: string; bot: string };

export type ChatRequest = {
  message: string;
  sessionId: string;
  /** The session's earlier turns, oldest first. */
  history: ChatTurn[];
  /** Aborted when the visitor is gone (the streaming request was closed): stop working on it. */
  signal?: AbortSignal;
};

export type ChatReply = {
  text: string;
  /** Which engine answered, recorded with the exchange. */
  engine: string;
  /** Why another engine answered in place of the preferred one (for the log, never the visitor). */
  fallbackReason?: string;
};

/** Receives the reply's pieces in order, as they are written. */
export type TokenSink = (text: string) => void;

/**
 * The assistant behind `POST /api/chat` and `POST /api/chat/stream` (ADR 0004): embedded
 * retrieval, or an LLM that falls back to it.
 */
export type ChatEngine = {
  readonly name: string;
  reply(request: ChatRequest): Promise<ChatReply>;
  /**
   * The reply written piece by piece: `onToken` gets each piece in order, and the promise the
   * whole reply. The whole reply is what counts: when an engine gives up half-way and another
   * answers, the pieces already sent are not part of it.
   */
  stream?(request: ChatRequest, onToken: TokenSink): Promise<ChatReply>;
};

/** Streams a reply from any engine: one that cannot stream sends its whole reply as one piece. */
export async function streamReply(
  engine: ChatEngine,
  request: ChatRequest,
  onToken: TokenSink,
): Promise<ChatReply> {
  if (engine.stream) return engine.stream(request, onToken);
  const reply = await engine.reply(request);
  onToken(reply.text);
  return reply;
}
