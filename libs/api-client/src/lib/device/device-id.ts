import { storage as defaultStorage, type TypedStorage } from '../storage/storage';

/** A random RFC 4122 version-4 id; randomUUID is missing on older iOS, getRandomValues is not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `loginDeviceId` sent with login and registration: made once, kept under SHELL_deviceId. */
export function loginDeviceId(storage: TypedStorage = defaultStorage): string {
  const existing = storage.read('SHELL_deviceId');
  if (existing) return existing;
  const created = randomUuid();
  storage.write('SHELL_deviceId', created);
  return created;
}
