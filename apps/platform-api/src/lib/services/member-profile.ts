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
