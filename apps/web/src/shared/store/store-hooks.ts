import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../../app/store.ts';

/** The store's typed hooks, one copy for the app: its features may import the app's types only (lint). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
