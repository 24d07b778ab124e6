/** The i18n namespace this feature's dictionaries are filed under in @mweb/i18n. */
export const promotionsNamespace = 'promotions';
