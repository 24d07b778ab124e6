import type { TagType } from './base-api';

/** A cache tag naming one item, or the list (`id: 'LIST'`) that a new or removed item changes. */
export interface ItemTag<Type extends TagType = TagType> {
  type: Type;
  id: string | number;
}

/** The list's tag: what an added or removed item invalidates. */
export function listTag<Type extends TagType>(type: Type): ItemTag<Type> {
  return { type, id: 'LIST' };
}

/** One tag per item an answer holds, plus the list's: what `providesTags` returns for a list. */
export function itemTags<Type extends TagType, Item>(
  type: Type,
  items: readonly Item[] | undefined,
  idOf: (item: Item) => string | number,
): ItemTag<Type>[] {
  return [...(items ?? []).map((item) => ({ type, id: idOf(item) })), listTag(type)];
}

/** The item's own tag and its list's, and any whole tags besides: what a mutation of one item invalidates. */
export function itemAndList<Type extends TagType>(
  type: Type,
  id: string | number,
  ...also: TagType[]
): (ItemTag<Type> | TagType)[] {
  return [{ type, id }, listTag(type), ...also];
}
