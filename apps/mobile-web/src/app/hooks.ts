import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppState } from './store/make-store';

/** The app's typed hooks (the app owns the store; features use api-client's). */
export const useShellSelector = useSelector.withTypes<AppState>();
export const useShellDispatch = useDispatch.withTypes<AppDispatch>();
