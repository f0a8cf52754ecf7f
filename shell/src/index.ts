import { startShell } from './startShell';

void startShell(document.getElementById('root')!);
