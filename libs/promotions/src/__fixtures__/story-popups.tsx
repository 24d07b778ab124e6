// A promotion popup as the announcements call answers it, for the popup's stories and tests.

export const popupFixture = (
  id: number,
  execution: 'A' | 'B' | 'F',
  title: string,
  content = `<p>${title}</p>`,
) => ({
  id,
  title,
  content,
  type: 'PU',
  execution,
  promotionType: 'WELCOME',
  read: false,
});
