import { useSelector } from 'react-redux';
import type { RootState } from '../../app/store.ts';

// Features may not import the app's hook values (lint), only its types: the same typed hook, made here.
export const useAppSelector = useSelector.withTypes<RootState>();
