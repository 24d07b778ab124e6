// In libs/ui-kit: a presentational component reading the store.
import { useSelector } from 'react-redux';

export const select = useSelector;
