import { describe, expect, it } from 'vitest';
import {
  CIPHER_KEY_ALPHABET,
  CipherError,
  decryptCustomerServicePath,
  desDecrypt,
  desEncrypt,
  encryptCustomerServicePath,
  modPow,
  randomCipherKey,
  rsaDecryptKey,
  rsaEncryptKey,
} from './cipher';

// A fixed 1024-bit test key pair, and the textbook RSA of the key '0123456789ABCDEF' under it as
// computed by OpenSSL (node:crypto, RSA_NO_PADDING): an answer from an independent implementation.
const MODULUS =
  'd40681b7bcd09a0e876ab285e81dac22d98a1fd2d8570b78d285fc56b06845f041338b9e073ebffcaec15e146d2eea49100674a0a38177d1636feeba76fac695fe8d6b73ab816359b6baed28af357d225a439d9857ddb3a4f5cabc0081afe0b8bf7b0dd591b002335cb97433d300865c0b5c2cf7409ee114e92bc0ad91401769';
const PRIVATE_EXPONENT =
  '94604550f6b2a8ccf81943fb8fb78c2a0b40ad0a995938ef01acc02d4e607a692ac7ceb1f572055ae854ebe8b18bbe6b08eaeb9d2b2f4451651c04ddbabbbe521cde1ef9cb12545d89a2a923db4a76a2f6c5aff35d737cb8b1e2546dbd5a3c41f5108c917bccac7fbdca16d7dea5f39b4f47b74fadc3236928f91eb1066c9a01';
const WRAPPED_KEY =
  '7b6c2fd83679d4f3dc07736b6891461e5ed23e2cac28c5249280c0e201834217f1e29b00883207c5d9dcffa98b59c87592f85d83753533978fe5a468e7d8829fd332b80fcc6f825e85d7f11e4e9bddcd307da722b58c9e7cd49ba6af6adc9529fceb9bc88e94dc74766717b94c84ff5a9d0e4721bf59617ac40d633e5f2aae51';

describe('modPow', () => {
  it('agrees with small known answers', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(7n, 0n, 13n)).toBe(1n);
  });
});

describe('the RSA key wrap', () => {
  it('matches OpenSSL for a fixed modulus and key', () => {
    expect(rsaEncryptKey('0123456789ABCDEF', MODULUS)).toBe(WRAPPED_KEY);
  });

  it('is undone by the private exponent', () => {
    const key = randomCipherKey();
    expect(rsaDecryptKey(rsaEncryptKey(key, MODULUS), PRIVATE_EXPONENT, MODULUS)).toBe(key);
  });

  it('pads the header to the modulus width', () => {
    expect(rsaEncryptKey('AAAAAAAAAAAAAAAA', MODULUS)).toHaveLength(256);
  });

  it.each([
    ['<html>Bad gateway</html>', /not hexadecimal/],
    ['', /not hexadecimal/],
    ['abcdef', /too short/],
  ])('refuses the modulus %j, so that nothing is sent in clear', (modulus, message) => {
    expect(() => rsaEncryptKey('0123456789ABCDEF', modulus)).toThrow(CipherError);
    expect(() => rsaEncryptKey('0123456789ABCDEF', modulus)).toThrow(message);
  });

  it('refuses a header the private key does not open', () => {
    expect(() => rsaDecryptKey('zz', PRIVATE_EXPONENT, MODULUS)).toThrow(CipherError);
    expect(() => rsaDecryptKey(rsaEncryptKey('0123456789ABCDEF', MODULUS), '03', MODULUS)).toThrow(
      CipherError,
    );
  });
});

describe('randomCipherKey', () => {
  it('draws 16 characters from the gateway alphabet', () => {
    const key = randomCipherKey();
    expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    expect([...key].every((char) => CIPHER_KEY_ALPHABET.includes(char))).toBe(true);
  });

  it('uses the random source it is given', () => {
    expect(randomCipherKey(() => 0)).toBe('0000000000000000');
    expect(randomCipherKey((bound) => bound - 1)).toBe('zzzzzzzzzzzzzzzz');
  });
});

describe('DES-ECB with PKCS#7', () => {
  const payload = '{"username":"demo01","password":"Demo1234!"}';

  it('gives the known ciphertext for a fixed key and payload', () => {
    expect(desEncrypt(payload, '0123456789ABCDEF')).toBe(
      'J9rHOPt4edkG0shos1KS1fMewhjyq+DoTQL90rbd4fve7h5BeRtSoU1UWGOvVsdT',
    );
  });

  it('uses only the first 8 characters of the key, as the gateway does', () => {
    expect(desEncrypt(payload, '01234567zzzzzzzz')).toBe(desEncrypt(payload, '0123456789ABCDEF'));
  });

  it('round-trips any text, including non-ASCII', () => {
    const key = randomCipherKey();
    for (const text of ['', 'a', '12345678', '密码 اردو ไทย Tiếng Việt 🎰']) {
      expect(desDecrypt(desEncrypt(text, key), key)).toBe(text);
    }
  });

  it('fails cleanly under a wrong key or with damaged text', () => {
    const encrypted = desEncrypt(payload, '0123456789ABCDEF');
    expect(() => desDecrypt(encrypted, 'ZYXWVUTSRQPONMLK')).toThrow(CipherError);
    expect(() => desDecrypt('not base64!', '0123456789ABCDEF')).toThrow(CipherError);
    expect(() => desDecrypt(encrypted.slice(4), '0123456789ABCDEF')).toThrow(CipherError);
  });
});

describe('customer-service paths', () => {
  it('decrypts a known path whose last 8 characters are the key', () => {
    expect(decryptCustomerServicePath('hKMAdeFKGLg9mH2UuahCGA969ULcvJQJBD4608Ovupc=k3Y9pQ2z')).toBe(
      'https://chat.example/room/7',
    );
  });

  it('round-trips a URL', () => {
    const path = encryptCustomerServicePath('https://wa.me/15550100', 'Qw3rTy12');
    expect(decryptCustomerServicePath(path)).toBe('https://wa.me/15550100');
  });

  it('refuses a path too short to carry a key', () => {
    expect(() => decryptCustomerServicePath('abc')).toThrow(CipherError);
  });
});
