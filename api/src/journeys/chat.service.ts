import type { Knex } from 'knex';
import type { ChatMessageInput } from '@sacred/core/journeys';
import { ChatRepository } from './chat.repository';
import type { LiveChannel } from './live-channel';
import type { PilgrimageMessage } from './live.types';

/** A pilgrimage's chat, among its participants only (anyone else: 404). */
export class ChatService {
  constructor(
    private readonly knex: Knex,
    private readonly channel: LiveChannel,
  ) {}

  /** pilgrimageMessageAdded: new messages, for participants only. */
  subscribe(userId: number | undefined, pilgrimageId: number): Promise<AsyncIterable<unknown>> {
    return this.channel.subscribe(userId, pilgrimageId, 'message');
  }

  /** GET /api/pilgrimages/{id}/messages: the latest, oldest first. */
  async messages(userId: number, pilgrimageId: unknown): Promise<PilgrimageMessage[]> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
    return new ChatRepository(this.knex).listMessages(id);
  }

  /** POST /api/pilgrimages/{id}/messages: blank refused; published to subscribers after the insert. */
  async postMessage(userId: number, pilgrimageId: unknown, valid: ChatMessageInput): Promise<PilgrimageMessage> {
    const id = await this.channel.requireParticipant(userId, pilgrimageId);
    const message = await new ChatRepository(this.knex).insertMessage({
      pilgrimageId: id,
      senderId: userId,
      message: valid.message,
      messageType: valid.messageType,
      attachmentUrl: valid.attachmentUrl ?? null,
      latitude: valid.latitude ?? null,
      longitude: valid.longitude ?? null,
    });
    this.channel.publishMessage(id, message);
    // The sender's name and words, as they wrote them, for everyone.
    await this.channel.notify(id, userId, () => ({ title: message.senderName, body: message.message }));
    return message;
  }
}
