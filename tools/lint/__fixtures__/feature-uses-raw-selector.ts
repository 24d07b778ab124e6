// In libs/games: the untyped react-redux hooks instead of api-client's typed ones.
import { useDispatch } from 'react-redux';

export const dispatchHook = useDispatch;
