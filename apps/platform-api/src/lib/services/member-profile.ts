import { randomBytes } from 'node:crypto';
import { hashPassword } from '../security/passwords';
import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** After the first login the client stops showing its first-visit prompts. */
export async function markFirstLoginDone(platform: Db, memberId: number): Promise<void> {
  await platform.db
    .updateTable('members')
    .set({ first_time_login: 0 })
    .where('id', '=', memberId)
    .execute();
}

/** Stores a new login or payment password, hashed. */
export async function setPassword(
  platform: Db,
  memberId: number,
  which: 'login' | 'payment',
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await platform.db
    .updateTable('members')
    .set(which === 'login' ? { password_hash: hash } : { payment_password_hash: hash })
    .where('id', '=', memberId)
    .execute();
}

/** Stores the question and its answer, hashed the way it will be compared: trimmed, lower case. */
export async function setSecurityQuestion(
  platform: Db,
  memberId: number,
  questionId: number,
  answer: string,
): Promise<void> {
  await platform.db
    .updateTable('members')
    .set({
      security_question_id: questionId,
      security_answer_hash: await hashPassword(answer.trim().toLowerCase()),
    })
    .where('id', '=', memberId)
    .execute();
}

export async function setAvatar(platform: Db, memberId: number, avatar: string): Promise<void> {
  await platform.db.updateTable('members').set({ avatar }).where('id', '=', memberId).execute();
}

/** Keeps an uploaded head icon under a new unguessable id; returns the id. */
export async function storeAvatar(
  platform: Pick<Platform, 'db' | 'now'>,
  memberId: number,
  contentType: string,
  base64: string,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await platform.db
    .insertInto('member_avatars')
    .values({
      id,
      member_id: memberId,
      content_type: contentType,
      data: base64,
      created_at: platform.now(),
    })
    .execute();
  return id;
}

export async function findAvatar(platform: Db, id: string) {
  return platform.db
    .selectFrom('member_avatars')
    .select(['content_type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Languages are stored as the gateway names them, in capitals. */
export async function setLanguage(platform: Db, memberId: number, language: string): Promise<void> {
  await platform.db
    .updateTable('members')
    .set({ language: language.toUpperCase() })
    .where('id', '=', memberId)
    .execute();
}

/** E-mails are stored trimmed and in lower case, as `isEmailTaken` compares them. */
export async function setEmail(platform: Db, memberId: number, email: string): Promise<void> {
  await platform.db
    .updateTable('members')
    .set({ email: email.trim().toLowerCase() })
    .where('id', '=', memberId)
    .execute();
}

export async function setPayeeName(
  platform: Db,
  memberId: number,
  payeeName: string,
): Promise<void> {
  await platform.db
    .updateTable('members')
    .set({ payee_name: payeeName })
    .where('id', '=', memberId)
    .execute();
}
