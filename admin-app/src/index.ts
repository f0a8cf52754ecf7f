import { startStandalone } from './standalone';

void startStandalone(document.getElementById('root')!);
