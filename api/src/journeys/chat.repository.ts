import type { Knex } from 'knex';
import type { PilgrimageMessage } from './live.types';
import { MEMBER_NAME_SQL, numberOrNull } from './live-rows';

const CHAT_PAGE = 200;

interface MessageRow {
  id: number;
  pilgrimage_id: number;
  sender_id: number;
  sender_name: string | null;
  first_name: string | null;
  last_name: string | null;
  sender_image: string | null;
  message: string;
  message_type: string;
  attachment_url: string | null;
  latitude: string | null;
  longitude: string | null;
  created_at: Date;
}

const toMessage = (row: MessageRow): PilgrimageMessage => ({
  id: row.id,
  pilgrimageId: row.pilgrimage_id,
  senderId: row.sender_id,
  senderName: row.sender_name ?? '',
  senderImage: row.sender_image,
  sender: {
    id: row.sender_id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    profileImageUrl: row.sender_image,
  },
  message: row.message,
  messageType: row.message_type,
  attachmentUrl: row.attachment_url,
  latitude: numberOrNull(row.latitude),
  longitude: numberOrNull(row.longitude),
  createdAt: row.created_at,
});

/** The companion chat of a pilgrimage. */
export class ChatRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private messages() {
    return this.db('pilgrimage_messages as m')
      .join('users as u', 'u.id', 'm.sender_id')
      .select(
        'm.id',
        'm.pilgrimage_id',
        'm.sender_id',
        this.db.raw(`${MEMBER_NAME_SQL} AS sender_name`),
        'u.first_name',
        'u.last_name',
        'u.profile_image_url as sender_image',
        'm.message',
        'm.message_type',
        'm.attachment_url',
        'm.latitude',
        'm.longitude',
        'm.created_at',
      );
  }

  /** The latest messages, oldest first (the chat card reads top to bottom). */
  async listMessages(pilgrimageId: number): Promise<PilgrimageMessage[]> {
    const rows = (await this.messages()
      .where('m.pilgrimage_id', pilgrimageId)
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.id', order: 'desc' },
      ])
      .limit(CHAT_PAGE)) as MessageRow[];
    return rows.reverse().map(toMessage);
  }

  async insertMessage(message: {
    pilgrimageId: number;
    senderId: number;
    message: string;
    messageType: string;
    attachmentUrl: string | null;
    latitude: number | null;
    longitude: number | null;
  }): Promise<PilgrimageMessage> {
    const [inserted] = (await this.db('pilgrimage_messages')
      .insert({
        pilgrimage_id: message.pilgrimageId,
        sender_id: message.senderId,
        message: message.message,
        message_type: message.messageType,
        attachment_url: message.attachmentUrl,
        latitude: message.latitude,
        longitude: message.longitude,
      })
      .returning('id')) as Array<{ id: number }>;
    const row = (await this.messages()
      .where('m.id', (inserted as { id: number }).id)
      .first()) as MessageRow;
    return toMessage(row);
  }
}
