// In libs/ui-kit: the text-free kit reaching up for the connected, translated wrappers.
import { ListPager } from '@mweb/ui-connected';

export const pager = ListPager;
