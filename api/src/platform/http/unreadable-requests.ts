import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_MESSAGES } from '@sacred/core/messages';

const ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  // The request line and headers together pass Node's limit (16 KB by default): a very long URL, for one.
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: API_MESSAGES.requestHeadTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: API_MESSAGES.requestTimedOut },
};
const UNREADABLE = { status: 400, reason: 'Bad Request', message: API_MESSAGES.requestUnreadable };

/**
 * A request Node cannot parse never reaches Express, and Node's own answer has no body. Every refusal
 * of the API carries a JSON message, so these get the same shape: 431, 408 or 400 with `{ message }`.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = ANSWERS[error.code ?? ''] ?? UNREADABLE;
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
