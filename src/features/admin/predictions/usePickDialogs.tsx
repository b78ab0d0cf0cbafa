/**
 * Which pick's dialog is open (settle or correct, void, history): `open(kind, row)` opens one,
 * `dialog` is what to render (nothing when none is open).
 */
import { useState } from 'react';
import type { PredictionRow } from '../../../contract/predictionCalls';
import { HistoryDialog } from './HistoryDialog';
import { SettleDialog } from './SettleDialog';
import { VoidDialog } from './VoidDialog';

export type PickDialog = 'settle' | 'void' | 'history';
export type OpenPickDialog = (kind: PickDialog, row: PredictionRow) => void;

export function usePickDialogs(timeZone: string) {
  const [open, setOpen] = useState<{ kind: PickDialog; row: PredictionRow } | null>(null);
  const close = () => setOpen(null);
  let dialog = null;
  if (open?.kind === 'settle') dialog = <SettleDialog row={open.row} onClose={close} />;
  else if (open?.kind === 'void') dialog = <VoidDialog row={open.row} onClose={close} />;
  else if (open?.kind === 'history') {
    dialog = <HistoryDialog row={open.row} timeZone={timeZone} onClose={close} />;
  }
  const openDialog: OpenPickDialog = (kind, row) => setOpen({ kind, row });
  return { open: openDialog, dialog };
}
