import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../../app/store.ts';

// Features may not import the app's hook values (lint), only its types: the same typed hooks, made here.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
